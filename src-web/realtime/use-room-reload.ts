import { useEffect, useRef } from 'react';
import { watchRooms } from './watch-rooms.ts';

/**
 * Reloads a screen's data when a document of `collections` changes in one of `rooms` (an inspection's own
 * room, the user's room); pushes that arrive together cause one reload, and a reconnect reloads too.
 */
export function useRoomReload(
  rooms: string[],
  collections: string[],
  reload: () => unknown,
  delayMs = 100,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const key = `${rooms.join(',')}|${collections.join(',')}`;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchRooms(rooms, collections, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current(), delayMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key, delayMs]); // the rooms and collections decide the subscription
}
