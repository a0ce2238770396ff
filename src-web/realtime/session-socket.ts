import { io, type Socket } from 'socket.io-client';
import { CHANGE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import type { SignedInUser } from '../api/sessions.ts';
import { RequestFailed } from '../api/http.ts';
import { sessionsApi } from '../api/sessions.ts';
import { applyUserChange, leaveToLogin, sessionState } from '../state/session.ts';
import { LiveClient } from './live-client.ts';

let socket: Socket | null = null;

/**
 * The tab's one live client: every live screen watches its rooms through it. It exists before the socket
 * (a screen opened by its URL asks for its rooms before the session check has connected one) and joins
 * them once the socket connects.
 */
export const liveClient = new LiveClient();

/**
 * One socket per signed-in tab. The server puts it in the user's room: a role change arrives as a push of
 * the user's document (a new menu at once); a deactivation disconnects it, and the session check that
 * follows sends the tab to the login page (`recheck`).
 */
export function connectSessionSocket(user: SignedInUser): Socket {
  if (socket) return socket;
  socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  liveClient.attach(socket);
  socket.on(CHANGE, (push: ChangePush) => {
    if (push.collection === 'users' && push.id === user.id)
      applyUserChange(push.removed ? null : (push.doc as SignedInUser));
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') void recheck();
  });
  socket.on('connect_error', () => void recheck());
  return socket;
}

/**
 * After the server ended the socket or refused it: is the session still there? Without one the tab leaves at
 * once by one full load of the login page (which resets every store), rather than first drawing the signed-out
 * screen; an unreachable server says nothing of the session, and the socket tries again by itself.
 */
async function recheck() {
  try {
    sessionState.user = await sessionsApi.check();
  } catch (error) {
    if (error instanceof RequestFailed && error.status === 401) leaveToLogin(true);
  }
}
