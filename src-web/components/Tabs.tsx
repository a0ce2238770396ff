import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

// Our own tabs after the WAI-ARIA tabs pattern, small enough to sit on the agent's path (a module's cluster
// tabs) where Headless UI's tabs and their focus code cost about 12 kB gzipped (docs/web-app.md).
//   <Tabs selectedIndex={i} onChange={setI}>            (or defaultIndex, uncontrolled)
//     <TabRow><TabButton>One</TabButton><TabButton>Two</TabButton></TabRow>
//     <TabPanels><TabPanel>…</TabPanel><TabPanel>…</TabPanel></TabPanels>
//   </Tabs>
// A tab's and a panel's index is its position among its row's or panels' direct children.

interface TabsState {
  id: string;
  selected: number;
  select: (index: number) => void;
}

const TabsContext = createContext<TabsState | null>(null);
const IndexContext = createContext(0);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`${part} outside <Tabs>`);
  return tabs;
}

const tabId = (id: string, index: number) => `${id}-tab-${index}`;
const panelId = (id: string, index: number) => `${id}-panel-${index}`;

/** Gives each direct child its index, so a tab and its panel find each other without registering. */
function indexed(children: ReactNode): ReactNode {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child, index) => (
      <IndexContext.Provider key={child.key ?? index} value={index}>
        {child}
      </IndexContext.Provider>
    ));
}

/** One set of tabs: controlled with selectedIndex and onChange, or keeping its own from defaultIndex. */
export function Tabs({
  selectedIndex,
  defaultIndex = 0,
  onChange,
  children,
  className,
}: {
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState(defaultIndex);
  const selected = selectedIndex ?? own;
  const select = (index: number) => {
    if (index === selected) return;
    if (selectedIndex === undefined) setOwn(index);
    onChange?.(index);
  };
  // A box of its own, as Headless UI's group had: a parent's space-y-* spaces the tabs as one block.
  return (
    <TabsContext.Provider value={{ id, selected, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Where the arrow keys, Home and End take the focus from tab `from` of `count` (wrapping, as Headless UI did). */
export function keyTarget(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A row of underlined tabs, wrapping on narrow screens. */
export function TabRow({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { select } = useTabs('TabRow');
  // Automatic activation: the key that moves the focus also selects, so one Tab key press leaves the row.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const from = tabs.indexOf(event.target as HTMLElement);
    const to = from === -1 ? null : keyTarget(event.key, from, tabs.length);
    if (to === null) return;
    event.preventDefault();
    tabs[to]!.focus();
    select(to);
  };
  return (
    <div
      role="tablist"
      className={`flex flex-wrap gap-1 border-b border-slate-200 ${className}`}
      onKeyDown={onKeyDown}
    >
      {indexed(children)}
    </div>
  );
}

/** One underlined tab; its label may carry a badge beside it. Only the selected tab is in the Tab order. */
export function TabButton({ children }: { children: ReactNode }) {
  const { id, selected, select } = useTabs('TabButton');
  const index = useContext(IndexContext);
  const on = index === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id, index)}
      aria-selected={on}
      aria-controls={panelId(id, index)}
      tabIndex={on ? 0 : -1}
      onClick={() => select(index)}
      className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600/40 aria-selected:border-sky-700 aria-selected:text-sky-900"
    >
      {children}
    </button>
  );
}

export function TabPanels({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className}>{indexed(children)}</div>;
}

/**
 * The selected tab's panel. The others are unmounted, as with Headless UI before: what a panel holds must live
 * in a store (answers and drafts do) to outlast a change of tab; an empty hidden stand-in keeps aria-controls
 * pointing at an element.
 */
export function TabPanel({ children, className }: { children: ReactNode; className?: string }) {
  const { id, selected } = useTabs('TabPanel');
  const index = useContext(IndexContext);
  const own = { role: 'tabpanel', id: panelId(id, index), 'aria-labelledby': tabId(id, index) };
  if (index !== selected) return <div {...own} hidden />;
  return (
    <div {...own} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
