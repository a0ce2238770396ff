import { adminApi } from '../api/admin.ts';
import { useEffect, useState } from 'react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { SignedInUser } from '../api/sessions.ts';
import { ROLE_NAMES } from '../i18n/server-messages.ts';
import { link } from '../routes.ts';
import { logout } from '../state/session.ts';
import { LanguagePicker } from './LanguagePicker.tsx';

/**
 * The organization's logo, asked for only when the session says there is one (the superUser's own has none);
 * it hides itself when it cannot be loaded all the same.
 */
function OrganizationLogo({ user }: { user: SignedInUser }) {
  const { t } = useLingui();
  const logoVersion = user.organizationLogoVersion;
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [logoVersion]);
  if (
    failed ||
    user.role === 'superUser' ||
    !user.organizationId ||
    !user.organizationHasLogo ||
    !logoVersion
  )
    return null;
  return (
    <img
      src={adminApi.logoUrl('my', logoVersion)}
      alt={t({ id: 'shell.logo', message: 'Organization logo' })}
      className="h-8 max-w-32 rounded bg-white object-contain"
      onError={() => setFailed(true)}
    />
  );
}

export function TopBar({
  user,
  onMenu,
  showMenuButton,
}: {
  user: SignedInUser;
  onMenu: () => void;
  showMenuButton: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  return (
    <header className="flex h-14 items-center gap-3 bg-sky-900 px-3 text-white print:hidden">
      {showMenuButton && (
        <button
          type="button"
          onClick={onMenu}
          aria-label={t({ id: 'shell.openMenu', message: 'Open menu' })}
          className="rounded-md p-2 hover:bg-white/10 focus:ring-2 focus:ring-sky-300 focus:outline-none"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <Link href={link.start()} className="text-lg font-bold tracking-tight">
        Inspecta
      </Link>
      <OrganizationLogo user={user} />
      <div className="ml-auto flex items-center gap-3">
        <LanguagePicker tone="dark" />
        {/* Below 600 px who is signed in and signing out are in the drawer (UserPanel): no room here. */}
        <div className="hidden text-right leading-tight small-tablet:block">
          <div className="max-w-40 truncate text-sm font-semibold">{user.name}</div>
          <div className="text-xs text-sky-100">{i18n._(ROLE_NAMES[user.role])}</div>
        </div>
        <button
          type="button"
          onClick={() => void logout()}
          className="hidden rounded-md border border-white/40 px-3 py-1 text-sm font-semibold whitespace-nowrap hover:bg-white/10 focus:ring-2 focus:ring-sky-300 focus:outline-none small-tablet:block"
        >
          <Trans id="shell.logout">Log out</Trans>
        </button>
      </div>
    </header>
  );
}
