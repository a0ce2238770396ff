import { room as roomName } from '../../src-domain/shared/rooms.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PRESENCE, type PresenceEntry, type PresencePush } from '../../src-domain/shared/push-protocol.ts';
import { liveClient } from './session-socket.ts';
import { useLive } from './use-live.ts';

/**
 * Who else is on which question of an inspection (never stored: the sockets in its room). `here` tells the
 * others where this user is; leaving the screen says nowhere. Works on a page opened by its URL too: the
 * room is joined once the socket connects, and the place is said again after every (re)join.
 */
export function usePresence(inspectionId: string, myId: string) {
  const room = roomName('inspection', inspectionId);
  const [entries, setEntries] = useState<PresenceEntry[]>([]);
  const last = useRef<string | null>(null);
  useLive(room, () => ({
    rooms: [room],
    collections: [],
    change: () => {},
    // The room was joined after the place was said (or joined again after a drop): say it again.
    missed: () => {
      if (last.current !== null) liveClient.emit(PRESENCE, { room, questionId: last.current });
    },
  }));
  useEffect(() => {
    const stop = liveClient.listen<PresencePush>(PRESENCE, (push) => {
      if (push.room === room) setEntries(push.entries);
    });
    return () => {
      liveClient.emit(PRESENCE, { room, questionId: null });
      stop();
    };
  }, [room]);
  const here = useCallback(
    (questionId: string | null) => {
      // Said once per question, not on every click in it.
      if (questionId === last.current) return;
      last.current = questionId;
      liveClient.emit(PRESENCE, { room, questionId });
    },
    [room],
  );
  /** The names of the others on a question. */
  const othersOn = (questionId: string) =>
    entries.filter((e) => e.questionId === questionId && e.userId !== myId).map((e) => e.name);
  return { here, othersOn };
}
