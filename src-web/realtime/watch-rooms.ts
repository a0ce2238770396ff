import {
  CHANGE,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type ChangePush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';
import { currentSocket } from './session-socket.ts';

/**
 * Calls `onChange` when a document of one of `collections` changes in any of `rooms` — a list then reloads
 * itself, so another admin's change shows without a reload. Rooms are rejoined after a reconnect.
 */
export function watchRooms(
  rooms: string[],
  collections: string[],
  onChange: (push: ChangePush) => void,
): () => void {
  const socket = currentSocket();
  if (!socket || rooms.length === 0) return () => {};
  const join = () =>
    rooms.forEach(
      (room) =>
        socket
          .timeout(10_000)
          .emitWithAck(SUBSCRIBE, { room })
          .catch(() => null) as Promise<SubscribeAck | null>,
    );
  const listener = (push: ChangePush) => {
    if (collections.includes(push.collection)) onChange(push);
  };
  const rejoin = () => {
    join();
    onChange({ collection: collections[0]!, id: '', version: 0, position: 0 });
  };
  join();
  socket.on(CHANGE, listener);
  socket.io.on('reconnect', rejoin);
  return () => {
    socket.off(CHANGE, listener);
    socket.io.off('reconnect', rejoin);
    for (const room of rooms) socket.emit(UNSUBSCRIBE, { room });
  };
}
