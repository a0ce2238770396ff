import { Tab, TabList } from '@headlessui/react';
import type { ReactNode } from 'react';

/** A row of underlined tabs, wrapping on narrow screens. */
export function TabRow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <TabList className={`flex flex-wrap gap-1 border-b border-slate-200 ${className}`}>{children}</TabList>
  );
}

/** One underlined tab; its label may carry a badge beside it. */
export function TabButton({ children }: { children: ReactNode }) {
  return (
    <Tab className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 data-[selected]:border-sky-700 data-[selected]:text-sky-900 focus:outline-none data-[focus]:ring-2 data-[focus]:ring-sky-600/40">
      {children}
    </Tab>
  );
}
