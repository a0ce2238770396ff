import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SignedInUser } from '../api/sessions.ts';
import { ROLE_NAMES } from '../i18n/server-messages.ts';
import { logout } from '../state/session.ts';
import { SignOutRefusal } from './SignOutRefusal.tsx';

/**
 * Who is signed in, and signing out: in the drawer on narrow screens, where the top bar has no room for it
 * (below 600 px the top bar keeps only the menu, the name of the app, the logo and the language).
 */
export function UserPanel({ user }: { user: SignedInUser }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3 border-b border-slate-200 px-4 py-3" data-testid="drawer-user">
      <div className="leading-tight">
        <div className="font-semibold break-words text-slate-900">{user.name}</div>
        <div className="text-sm text-slate-700">{i18n._(ROLE_NAMES[user.role])}</div>
      </div>
      <button
        type="button"
        onClick={() => void logout()}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:ring-2 focus:ring-sky-600/40 focus:outline-none"
      >
        <Trans id="shell.logout">Log out</Trans>
      </button>
      <SignOutRefusal />
    </div>
  );
}
