import { room } from '../../src-domain/shared/rooms.ts';
import { useRoomReload } from './use-room-reload.ts';

/**
 * Reloads a screen's data when another admin changes a document of `collections` in one of the
 * organizations shown; pushes that arrive together cause one reload.
 */
export function useLiveReload(
  organizationIds: ReadonlyArray<string | null | undefined>,
  collections: string[],
  reload: () => unknown,
): void {
  const rooms = organizationIds.filter((id): id is string => !!id).map((id) => room('org', id));
  useRoomReload(rooms, collections, reload);
}
