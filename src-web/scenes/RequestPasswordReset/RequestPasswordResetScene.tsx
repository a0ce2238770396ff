import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

import { proxy, useSnapshot } from 'valtio';
import { sessionsApi } from '../../api/sessions.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { link } from '../../routes.ts';
import { idle, track } from '../../state/async.ts';

const state = proxy({ request: idle(), success: null as string | null });

/** The server's missing.parameters means the same as an empty field; a thrown error shows errors.server. */
const mapRequestError = (key: string) =>
  key === 'missing.parameters' ? 'login.missingEmail' : key === 'errors.connection' ? 'errors.server' : key;

export function RequestPasswordResetScene() {
  const { t } = useLingui();
  const view = useSnapshot(state);
  const [email, setEmail] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.success = null;
    if (!email.trim()) {
      state.request.status = 'failed';
      state.request.error = 'login.missingEmail';
      return;
    }
    const answer = await track(state.request, () => sessionsApi.requestPasswordReset(email), mapRequestError);
    if (answer) {
      setEmail('');
      state.success = 'login.requestResetSuccess';
    }
  };

  return (
    <PublicLayout title={t({ id: 'reset.requestTitle', message: 'Reset your password' })}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">
          <Trans id="reset.requestIntro">
            Enter your e-mail address and we will send you a link to choose a new password.
          </Trans>
        </p>
        <ErrorBanner messageKey={view.request.error} />
        <SuccessBanner messageKey={view.success} />
        <TextField
          label={t({ id: 'login.email', message: 'E-mail' })}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" loading={view.request.loading} className="w-full">
          <Trans id="reset.requestSubmit">Send reset link</Trans>
        </Button>
        <p className="text-center text-sm">
          <TextLink href={link.login()}>
            <Trans id="reset.backToLogin">Back to sign in</Trans>
          </TextLink>
        </p>
      </form>
    </PublicLayout>
  );
}
