import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import type { SignedInUser } from '../api/sessions.ts';
import { SideMenu } from './SideMenu.tsx';
import { UserPanel } from './UserPanel.tsx';

/** The open state of Modal (Modal.tsx): a centred dialog with its title; Headless UI handles focus, Escape and the backdrop. */
export function ModalDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      {/* A dialog taller than the window scrolls from its top: centring happens inside a min-h-full box. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 tablet:items-center">
          <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
            <DialogTitle className="mb-4 text-lg font-bold text-slate-900">{title}</DialogTitle>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

/** The menu as a drawer below 1280 px (AppShell.tsx), with who is signed in. */
export function MenuDrawer({
  user,
  label,
  onClose,
}: {
  user: SignedInUser;
  label: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <DialogTitle className="text-base font-semibold">{label}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
          >
            <Trans id="shell.closeMenu">Close</Trans>
          </button>
        </div>
        <UserPanel user={user} />
        <nav aria-label={label}>
          <SideMenu role={user.role} onNavigate={onClose} />
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
