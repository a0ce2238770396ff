import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SignedInUser } from '../api/sessions.ts';
import { loadDialogParts } from './lazy-dialogs.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SignOutRefusal } from './SignOutRefusal.tsx';
import { TopBar } from './TopBar.tsx';
import { DESKTOP, useMediaQuery } from './use-media-query.ts';

// The drawer's dialog code loads when the menu is first opened (lazy-dialogs.ts).
const MenuDrawer = lazy(() => loadDialogParts().then((m) => ({ default: m.MenuDrawer })));

/**
 * Top bar, side drawer (permanent from 1280 px, temporary below, where it also says who is signed in and
 * signs out) and the screen.
 */
export function AppShell({ user, children }: { user: SignedInUser; children: ReactNode }) {
  const { t } = useLingui();
  const desktop = useMediaQuery(DESKTOP);
  const [open, setOpen] = useState(false);
  const menuLabel = t({ id: 'shell.menu', message: 'Menu' });
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar user={user} onMenu={() => setOpen(true)} showMenuButton={!desktop} />
      <div className="flex flex-1">
        {desktop && (
          <nav
            aria-label={menuLabel}
            className="w-64 shrink-0 border-r border-slate-200 bg-white print:hidden"
          >
            <SideMenu role={user.role} />
          </nav>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <ProgressSteps />
          <main className="flex-1 p-4 tablet:p-6 print:p-0">
            <div className="mb-4 empty:hidden">
              <SignOutRefusal />
            </div>
            {children}
          </main>
        </div>
      </div>
      {!desktop && open && (
        <Suspense fallback={null}>
          <MenuDrawer user={user} label={menuLabel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
