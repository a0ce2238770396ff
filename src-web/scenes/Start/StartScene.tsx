import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { SignedInUser } from '../../api/sessions.ts';
import { ROLE_NAMES } from '../../i18n/server-messages.ts';
import { MENU } from '../../menu.ts';
import { paths } from '../../routes.ts';
import { StartNotice } from './StartNotice.tsx';
import { WaitingForYou } from './WaitingForYou.tsx';

/** The start page: who is signed in, what waits for them, and the way to each of their screens. */
export function StartScene({ user }: { user: SignedInUser }) {
  const { i18n } = useLinguiCore();
  const role = i18n._(ROLE_NAMES[user.role]);
  const name = user.name;
  return (
    <div className="mx-auto max-w-5xl">
      <StartNotice />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 first:mt-0">
        <Trans id="start.welcome">Welcome, {name}</Trans>
      </h1>
      <p className="mt-1 text-slate-700">
        <Trans id="start.signedInAs">Signed in as {role}</Trans>
      </p>
      <WaitingForYou user={user} />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">
        <Trans id="start.screens">Your screens</Trans>
      </h2>
      <ul className="mt-3 grid gap-3 small-tablet:grid-cols-2 small-desktop:grid-cols-3">
        {!MENU[user.role].some((item) => item.to === paths.inspections) && (
          <li>
            <Link
              href={paths.inspections}
              className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-sky-900 shadow-sm hover:border-sky-400"
            >
              <Trans id="start.mySessions">My inspections</Trans>
            </Link>
          </li>
        )}
        {MENU[user.role].map((item) => (
          <li key={item.key}>
            <Link
              href={item.to}
              className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-sky-900 shadow-sm hover:border-sky-400"
            >
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
