import type { ReactNode } from 'react';
import { LanguagePicker } from './LanguagePicker.tsx';

/** Sign-in and password screens: a centred card, the language picker above it. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-sky-900 to-sky-700 px-4 py-6">
      <div className="flex w-full max-w-md justify-end">
        <LanguagePicker />
      </div>
      <main className="mt-8 w-full max-w-md rounded-xl bg-white p-6 shadow-xl handheld:p-8">
        <p className="text-sm font-bold tracking-widest text-sky-800 uppercase">Inspecta</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
