import { useEffect, useRef } from 'react';
import { watchRooms } from './watch-rooms.ts';

/**
 * Reloads a screen's data when another admin changes a document of `collections` in one of the
 * organizations shown; pushes that arrive together cause one reload.
 */
export function useLiveReload(
  organizationIds: ReadonlyArray<string | null | undefined>,
  collections: string[],
  reload: () => unknown,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const rooms = organizationIds.filter((id): id is string => !!id).map((id) => `org:${id}`);
  const key = `${rooms.join(',')}|${collections.join(',')}`;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchRooms(rooms, collections, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current(), 100);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key]); // the rooms and collections decide the subscription
}
