import { useSnapshot } from 'valtio';
import { sessionState } from '../state/session.ts';
import { ErrorBanner } from './ErrorBanner.tsx';

/** Why the sign-out just pressed did not happen (no connection): where it was pressed. */
export function SignOutRefusal() {
  const { logout } = useSnapshot(sessionState);
  return <ErrorBanner messageKey={logout.error} />;
}
