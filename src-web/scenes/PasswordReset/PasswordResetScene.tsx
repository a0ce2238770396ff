import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { proxy, useSnapshot } from 'valtio';
import { newPasswordProblem } from '../../../src-domain/shared/password.ts';
import { sessionsApi } from '../../api/sessions.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner, SuccessBanner } from '../../components/ErrorBanner.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { link } from '../../routes.ts';
import { idle, track } from '../../state/async.ts';

const state = proxy({ reset: idle(), done: false });

export function PasswordResetScene() {
  const { t } = useLingui();
  const view = useSnapshot(state);
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  // The invitation's link opens this page too: the same token, a first password rather than a new one.
  const invitation = search.get('invitation') === '1';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Checked in the order of the spec: token, both fields, match, length; then the server.
    const problem = token ? newPasswordProblem(password, confirmation) : 'login.missingToken';
    if (problem) {
      state.reset.status = 'failed';
      state.reset.error = problem;
      return;
    }
    const answer = await track(
      state.reset,
      () => sessionsApi.resetPassword(token, password),
      (key) => (key === 'errors.connection' ? 'errors.server' : key),
    );
    if (answer) state.done = true;
  };

  return (
    <PublicLayout
      title={
        invitation
          ? t({ id: 'reset.invitationTitle', message: 'Welcome to Inspecta: choose your password' })
          : t({ id: 'reset.title', message: 'Choose a new password' })
      }
    >
      {view.done ? (
        <div className="space-y-4">
          <SuccessBanner messageKey="login.resetSuccess" />
          <TextLink href={link.login()}>
            <Trans id="reset.toLogin">Go to sign in</Trans>
          </TextLink>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <ErrorBanner messageKey={view.reset.error} />
          <TextField
            label={t({ id: 'reset.newPassword', message: 'New password' })}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={t({ id: 'reset.confirmPassword', message: 'Repeat the new password' })}
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          <p className="text-xs text-slate-600">
            <Trans id="reset.rule">At least 12 characters.</Trans>
          </p>
          <Button type="submit" loading={view.reset.loading} className="w-full">
            <Trans id="reset.submit">Save new password</Trans>
          </Button>
        </form>
      )}
    </PublicLayout>
  );
}
