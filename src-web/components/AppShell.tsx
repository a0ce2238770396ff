import { useState, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignedInUser } from '../api/sessions.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { UserPanel } from './UserPanel.tsx';
import { DESKTOP, useMediaQuery } from './use-media-query.ts';

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
          <main className="flex-1 p-4 tablet:p-6 print:p-0">{children}</main>
        </div>
      </div>
      {!desktop && (
        <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40">
          <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
          <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <DialogTitle className="text-base font-semibold">{menuLabel}</DialogTitle>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
              >
                <Trans id="shell.closeMenu">Close</Trans>
              </button>
            </div>
            <UserPanel user={user} />
            <nav aria-label={menuLabel}>
              <SideMenu role={user.role} onNavigate={() => setOpen(false)} />
            </nav>
          </DialogPanel>
        </Dialog>
      )}
    </div>
  );
}
