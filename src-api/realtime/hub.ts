import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import {
  CHANGE,
  PUSH_ERRORS,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type ChangePush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';
import { ROOM_PATTERN, parseRoom, type RoomKind } from '../../src-domain/shared/rooms.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';

/** Decides whether this socket may join the room; the only way into a room. */
export type RoomAuthorizer = (
  socket: Socket,
  room: { name: string; kind: RoomKind; id: string },
) => Promise<boolean> | boolean;

const roomRequest = z.object({ room: z.string().max(120).regex(ROOM_PATTERN) }).strict();

/**
 * Joins sockets to rooms after the caller's check, and pushes committed read-model changes to the rooms
 * they concern. Notices go out in commit order, and Socket.IO keeps per-socket order, so a client sees a
 * document's versions in sequence unless a message is lost (then it refetches).
 */
export class RealtimeHub {
  constructor(
    private readonly io: Server,
    private readonly authorize: RoomAuthorizer,
  ) {
    io.on('connection', (socket) => this.attach(socket));
  }

  publish(notices: ChangeNotice[]): void {
    for (const { rooms, ...push } of notices) {
      if (rooms.length > 0) this.io.to(rooms).emit(CHANGE, push satisfies ChangePush);
    }
  }

  /** Removes every socket from a room at once (a deleted inspection, a user who lost access). */
  evict(room: string): void {
    this.io.in(room).socketsLeave(room);
  }

  private attach(socket: Socket): void {
    socket.on(SUBSCRIBE, async (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = roomRequest.safeParse(payload);
      const target = parsed.success ? parseRoom(parsed.data.room) : null;
      if (!parsed.success || !target) return reply({ msg: PUSH_ERRORS.invalidRoom });
      let allowed = false;
      try {
        allowed = await this.authorize(socket, { name: parsed.data.room, ...target });
      } catch {
        allowed = false;
      }
      if (!allowed) return reply({ msg: PUSH_ERRORS.forbidden });
      await socket.join(parsed.data.room);
      reply({ ok: true });
    });
    socket.on(UNSUBSCRIBE, async (payload: unknown) => {
      const parsed = roomRequest.safeParse(payload);
      if (parsed.success) await socket.leave(parsed.data.room);
    });
  }
}
