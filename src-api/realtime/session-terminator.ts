import { room } from '../../src-domain/shared/rooms.ts';
import type { Server } from 'socket.io';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import type { SessionStore } from '../auth/session-store.ts';

/**
 * Ends a user's sessions and sockets the moment the read model says they were deactivated or deleted.
 * Through the Socket.IO adapter this reaches sockets on every API replica.
 */
export function terminateSessionsOnDeactivation(
  io: Server,
  sessions: SessionStore,
  log: (line: string) => void,
) {
  return (notices: ChangeNotice[]) => {
    for (const notice of notices) {
      if (notice.collection !== 'users') continue;
      const gone = notice.removed || (notice.doc as UserDocument | undefined)?.role === 'deactivated';
      if (!gone) continue;
      io.in(room('user', notice.id)).disconnectSockets(true);
      void sessions
        .destroyAllOf(notice.id)
        .catch((error: Error) => log(`ending sessions failed: ${error.message}`));
    }
  };
}
