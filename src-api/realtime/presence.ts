import { parseRoom } from '../../src-domain/shared/rooms.ts';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import { PRESENCE, type PresenceEntry, type PresencePush } from '../../src-domain/shared/push-protocol.ts';

const presenceRequest = z
  .object({
    room: z.string().regex(/^inspection:[A-Za-z0-9_-]{1,100}$/),
    questionId: z.string().max(100).nullable(),
  })
  .strict();

interface PresenceData {
  room: string;
  questionId: string | null;
}

/**
 * Who is on which question of an inspection: kept on the sockets only (never stored), so the list is
 * whatever sockets are in the room right now — across API replicas too, as the adapter fetches them.
 * Only sockets in the inspection's room (so past its access check) are listed, and only they are told.
 */
export function attachPresence(io: Server, nameOf: (userId: string) => Promise<string>): void {
  const broadcast = async (room: string) => {
    const sockets = await io.in(room).fetchSockets();
    const entries: PresenceEntry[] = [];
    for (const socket of sockets) {
      const presence = socket.data.presence as PresenceData | undefined;
      if (presence?.room === room)
        entries.push({
          userId: socket.data.userId as string,
          name: socket.data.name as string,
          questionId: presence.questionId,
        });
    }
    io.to(room).emit(PRESENCE, { room, entries } satisfies PresencePush);
  };
  // Whoever joins an inspection's room learns where everyone is (and the others learn where the newcomer
  // said it was, if it said so before its join came through).
  io.of('/').adapter.on('join-room', (room: string) => {
    if (parseRoom(room)?.kind === 'inspection') void broadcast(room).catch(() => {});
  });
  io.on('connection', (socket: Socket) => {
    socket.on(PRESENCE, async (payload: unknown) => {
      const parsed = presenceRequest.safeParse(payload);
      if (!parsed.success) return;
      socket.data.name ??= await nameOf(socket.data.userId as string).catch(() => '');
      const before = socket.data.presence as PresenceData | undefined;
      // Kept even before the room's join is through; only the room's members are ever told (broadcast
      // reads the sockets in the room), so a room this socket may not join learns nothing.
      socket.data.presence = parsed.data satisfies PresenceData;
      if (before && before.room !== parsed.data.room && socket.rooms.has(before.room))
        await broadcast(before.room);
      if (socket.rooms.has(parsed.data.room)) await broadcast(parsed.data.room);
    });
    socket.on('disconnect', () => {
      const presence = socket.data.presence as PresenceData | undefined;
      if (presence) void broadcast(presence.room).catch(() => {});
    });
  });
}
