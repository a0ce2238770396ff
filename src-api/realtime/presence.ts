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
 * Only a socket that has joined the inspection's room (so passed its access check) may say where it is.
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
  io.on('connection', (socket: Socket) => {
    socket.on(PRESENCE, async (payload: unknown) => {
      const parsed = presenceRequest.safeParse(payload);
      if (!parsed.success || !socket.rooms.has(parsed.data.room)) return;
      socket.data.name ??= await nameOf(socket.data.userId as string).catch(() => '');
      const before = socket.data.presence as PresenceData | undefined;
      socket.data.presence = parsed.data satisfies PresenceData;
      if (before && before.room !== parsed.data.room) await broadcast(before.room);
      await broadcast(parsed.data.room);
    });
    socket.on('disconnect', () => {
      const presence = socket.data.presence as PresenceData | undefined;
      if (presence) void broadcast(presence.room).catch(() => {});
    });
  });
}
