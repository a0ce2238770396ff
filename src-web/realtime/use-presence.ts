import { room as roomName } from '../../src-domain/shared/rooms.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PRESENCE, type PresenceEntry, type PresencePush } from '../../src-domain/shared/push-protocol.ts';
import { currentSocket } from './session-socket.ts';

/**
 * Who else is on which question of an inspection (never stored: the sockets in its room). `here` tells the
 * others where this user is; leaving the screen says nowhere.
 */
export function usePresence(inspectionId: string, myId: string) {
  const room = roomName('inspection', inspectionId);
  const [entries, setEntries] = useState<PresenceEntry[]>([]);
  useEffect(() => {
    const socket = currentSocket();
    if (!socket) return;
    const listener = (push: PresencePush) => {
      if (push.room === room) setEntries(push.entries);
    };
    socket.on(PRESENCE, listener);
    return () => {
      socket.emit(PRESENCE, { room, questionId: null });
      socket.off(PRESENCE, listener);
    };
  }, [room]);
  const last = useRef<string | null>(null);
  const here = useCallback(
    (questionId: string | null) => {
      // Said once per question, not on every click in it.
      if (questionId === last.current) return;
      last.current = questionId;
      currentSocket()?.emit(PRESENCE, { room, questionId });
    },
    [room],
  );
  /** The names of the others on a question. */
  const othersOn = (questionId: string) =>
    entries.filter((e) => e.questionId === questionId && e.userId !== myId).map((e) => e.name);
  return { here, othersOn };
}
