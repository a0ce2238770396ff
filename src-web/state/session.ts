import { proxy } from 'valtio';
import { CONNECTION_ERROR } from '../api/http.ts';
import { sessionsApi, type SignedInUser } from '../api/sessions.ts';
import { idle, track, type AsyncStatus } from './async.ts';
import { link, paths } from '../routes.ts';

/** Who is signed in. `checked` turns true once the server has been asked. */
export const sessionState = proxy({
  user: null as SignedInUser | null,
  checked: false,
  check: idle() as AsyncStatus,
  login: idle() as AsyncStatus,
  /** A sign-out: failed only when the server could not be reached (then nothing changed, the user stays). */
  logout: idle() as AsyncStatus,
});

export async function checkSession(): Promise<SignedInUser | null> {
  const user = await track(sessionState.check, () => sessionsApi.check());
  sessionState.user = user ?? null;
  sessionState.checked = true;
  return user ?? null;
}

export async function login(email: string, password: string): Promise<SignedInUser | null> {
  const user = await track(sessionState.login, () => sessionsApi.login(email, password));
  if (user) {
    sessionState.user = user;
    sessionState.checked = true;
  }
  return user ?? null;
}

let leaving = false;
/** A sign-out under way: the server ends this tab's socket at once, and the sign-out navigates itself. */
let signingOut = false;

/**
 * Goes to the login page once, resetting the whole state. A deactivation arrives twice (the user's push
 * and the socket's disconnect); a second navigation would abort the first.
 */
export function leaveToLogin(keepPlace = false): void {
  if (leaving || (signingOut && keepPlace)) return;
  leaving = true;
  // Already at the login page (its screen drawn for a lost session): the place it keeps is the one to return to.
  const { pathname, search } = window.location;
  const here = pathname === paths.login ? new URLSearchParams(search).get('redirect') : pathname + search;
  window.location.assign(link.login(keepPlace ? (here ?? undefined) : undefined));
}

/**
 * Signs out and resets the whole state by reloading at the login page. Without a connection the server's
 * session would live on while the page said otherwise (and a later visit came back signed in): the user
 * stays, told why, with any unsent changes still waiting in this tab.
 */
export async function logout(): Promise<void> {
  signingOut = true;
  await track(sessionState.logout, () => sessionsApi.logout());
  if (sessionState.logout.error === CONNECTION_ERROR) {
    signingOut = false;
    return;
  }
  leaveToLogin();
}

/** Applies a pushed change of the signed-in user (a new role shows a new menu at once). */
export function applyUserChange(user: SignedInUser | null): void {
  if (!user || user.role === 'deactivated') {
    leaveToLogin(true);
    return;
  }
  sessionState.user = { ...sessionState.user!, ...user };
}
