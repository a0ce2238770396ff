import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link, safeRedirect } from '../../routes.ts';
import { checkSession, login, sessionState } from '../../state/session.ts';

export function LoginScene() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  const session = useSnapshot(sessionState);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // An existing session goes straight on, to the redirect target or the start page.
  useEffect(() => {
    if (session.user) navigate(redirect ?? link.start(), { replace: true });
    else if (!session.checked && session.check.status === 'idle') void checkSession();
  }, [session.user, session.checked, session.check.status, navigate, redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = await login(email, password);
    if (user) navigate(redirect ?? link.start(), { replace: true });
  };

  return (
    <PublicLayout title={t({ id: 'login.title', message: 'Sign in' })}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner messageKey={session.login.error} />
        <TextField
          label={t({ id: 'login.email', message: 'E-mail' })}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label={t({ id: 'login.password', message: 'Password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" loading={session.login.loading} className="w-full">
          <Trans id="login.submit">Sign in</Trans>
        </Button>
        <p className="text-center text-sm">
          <TextLink href={link.requestPasswordReset()}>
            <Trans id="login.forgotPassword">Forgot your password?</Trans>
          </TextLink>
        </p>
      </form>
    </PublicLayout>
  );
}
