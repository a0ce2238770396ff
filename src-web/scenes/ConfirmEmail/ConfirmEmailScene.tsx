import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { proxy, useSnapshot } from 'valtio';
import { sessionsApi } from '../../api/sessions.ts';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';
import { idle, track } from '../../state/async.ts';

/** Keyed by token: a token is used up by its first confirmation, so a second render must not send it again. */
const state = proxy({ token: null as string | null, confirm: idle() });

async function confirm(token: string) {
  if (state.token === token) return;
  state.token = token;
  await track(state.confirm, () => sessionsApi.confirmEmail(token));
}

/** The page the link mailed to a new e-mail address opens: it confirms the address at once. */
export function ConfirmEmailScene() {
  const { t } = useLingui();
  const view = useSnapshot(state);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  useEffect(() => {
    if (token) void confirm(token);
  }, [token]);
  const status = !token ? 'failed' : view.token === token ? view.confirm.status : 'started';
  const error = token ? view.confirm.error : 'users.emailChangeMissingToken';

  return (
    <PublicLayout title={t({ id: 'confirmEmail.title', message: 'Confirm your new e-mail address' })}>
      <div className="space-y-4">
        {status === 'done' && <SuccessBanner messageKey="users.emailConfirmed" />}
        {status === 'failed' && <ErrorBanner messageKey={error} />}
        {status !== 'done' && status !== 'failed' ? (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-sky-700 border-t-transparent"
              aria-hidden="true"
            />
            <Trans id="confirmEmail.confirming">Confirming your new e-mail address…</Trans>
          </p>
        ) : (
          <TextLink href={link.login()}>
            <Trans id="confirmEmail.toLogin">Go to sign in</Trans>
          </TextLink>
        )}
      </div>
    </PublicLayout>
  );
}
