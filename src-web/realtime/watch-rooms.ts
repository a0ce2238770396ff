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
 * itself, so another admin's change shows without a reload. Once the rooms are joined (and again after a
 * reconnect) it is called once more, so nothing changed in between is missed.
 */
export function watchRooms(
  rooms: string[],
  collections: string[],
  onChange: (push: ChangePush) => void,
): () => void {
  const socket = currentSocket();
  if (!socket || rooms.length === 0) return () => {};
  let stopped = false;
  const resync = () => onChange({ collection: collections[0]!, id: '', version: 0, position: 0 });
  // A change made between the screen's first load and the room's join would be missed: once joined, the
  // screen loads again (once for all its rooms). A reconnect rejoins and loads again the same way.
  const join = () =>
    void Promise.all(
      rooms.map(
        (room) =>
          socket
            .timeout(10_000)
            .emitWithAck(SUBSCRIBE, { room })
            .catch(() => null) as Promise<SubscribeAck | null>,
      ),
    ).then((acks) => {
      if (!stopped && acks.some((ack) => ack !== null && 'ok' in ack)) resync();
    });
  const listener = (push: ChangePush) => {
    if (collections.includes(push.collection)) onChange(push);
  };
  join();
  socket.on(CHANGE, listener);
  socket.io.on('reconnect', join);
  return () => {
    stopped = true;
    socket.off(CHANGE, listener);
    socket.io.off('reconnect', join);
    for (const room of rooms) socket.emit(UNSUBSCRIBE, { room });
  };
}
