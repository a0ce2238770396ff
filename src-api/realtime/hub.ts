import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import {
  CHANGE,
  PUSH_ERRORS,
  REVOKED,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type ChangePush,
  type RevokedPush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';
import { ROOM_PATTERN, parseRoom, room as roomName, type RoomKind } from '../../src-domain/shared/rooms.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import { encodePush } from './encoded-push.ts';

export interface RoomRef {
  name: string;
  kind: RoomKind;
  id: string;
}

/** What the hub needs of a socket: a local one, or one on another API replica (fetched via the adapter). */
export interface HubSocket {
  id: string;
  data: Record<string, unknown>;
  rooms: Set<string>;
  emit(event: string, ...args: unknown[]): unknown;
  leave(room: string): unknown;
  disconnect(close?: boolean): unknown;
}

/** Sockets to check again after a batch; see RoomAccess.recheck. */
export interface AccessRecheck {
  /** Sockets in these rooms get every room they are in checked again (a user's own room: a changed user). */
  everyRoomOfSocketsIn: string[];
  /** These rooms are checked again for every socket in them. */
  rooms: string[];
  /** Rooms of removed documents: their members are told of the removal, then the rooms are emptied. */
  closeAfterPush: string[];
}

/** Who a socket is, and what rooms that viewer may be in: the only way into a room, and the re-check. */
export interface RoomAccess<V> {
  /** The socket's viewer, read afresh; null once its sign-in has ended. */
  viewerOf(socket: Pick<HubSocket, 'data'>): Promise<V | null>;
  mayJoin(viewer: V, room: RoomRef): Promise<boolean> | boolean;
  /** Which sockets may have lost a room through these committed changes. */
  recheck(notices: ChangeNotice[]): AccessRecheck;
}

/**
 * What a viewer may read of a change: the push shaped for that viewer (what it gets over HTTP), or null for
 * nothing. `forBatch` scopes look-ups (names, entities) to one batch.
 */
export interface PushAudience<V> {
  forBatch(): (viewer: V, notice: ChangeNotice, socketRooms: Set<string>) => Promise<ChangePush | null>;
}

/**
 * Rooms a socket without a sign-in may join (the public wall dashboards): their own join check, by the room
 * and the socket's address (for a per-IP limit), and their own delivery, one message per room whoever is in
 * it, as what they carry is public. The per-viewer path never serves them.
 */
export interface PublicRooms {
  isPublic(kind: RoomKind): boolean;
  mayJoin(room: RoomRef, socket: Pick<Socket, 'handshake'>): Promise<boolean>;
  /** Pushes a committed batch to the public rooms it concerns, and ends the rooms that stopped. */
  deliver(io: Server, notices: ChangeNotice[]): Promise<void>;
}

/** The key under which the viewers told of a removal (no document) share one message. */
const REMOVAL = Symbol('removal');

const roomRequest = z.object({ room: z.string().max(120).regex(ROOM_PATTERN) }).strict();

/** How many documents' pushed versions `publishMade` remembers: the inspections being answered now. */
const REMEMBERED_MADE = 5_000;

/** How long a socket's viewer read for a push serves the next pushes (see RealtimeHub.viewers). */
const VIEWER_MAX_AGE_MS = 1000;

/**
 * Joins sockets to rooms after the access check, and pushes committed read-model changes to the rooms they
 * concern. Each batch, in commit order: first every socket that may have lost access through it is checked
 * again with the join check and leaves the rooms it may no longer be in; then each socket in the batch's
 * rooms gets each change shaped for its own viewer (or nothing). Changes this process's commands just made
 * (an answer) are pushed before the read models have them (`publishMade`), in the same queue. Socket.IO
 * keeps per-socket order, so a client sees a document's versions in sequence unless a message is lost
 * (then it refetches).
 */
export class RealtimeHub<V> {
  private queue: Promise<void> = Promise.resolve();
  /**
   * Each socket's viewer (its sign-in and user, two reads) as last read for a push: answers arrive many times
   * a second in an inspection's room, while what a viewer may see changes only through the batches that
   * clear this (and a sign-out or reset, which disconnects the socket). An expired sign-in is noticed within
   * VIEWER_MAX_AGE_MS.
   */
  private readonly viewers = new Map<string, { viewer: Promise<V | null>; at: number }>();
  /** Counts re-checks: a join decided while one ran is decided again once the socket is in the room. */
  private rechecks = 0;
  /** The newest version `publishMade` pushed of each document (`collection/id`), most recent last. */
  private readonly made = new Map<string, number>();
  /** Changes made and not pushed yet: pushed together at the end of the turn, or behind the pushes under way. */
  private madeNow: ChangeNotice[] = [];
  private madeFlush: Promise<void> | null = null;

  constructor(
    private readonly io: Server,
    private readonly access: RoomAccess<V>,
    private readonly audience: PushAudience<V>,
    private readonly log: (line: string) => void = () => {},
    private readonly publicRooms: PublicRooms | null = null,
  ) {
    io.on('connection', (socket) => this.attach(socket));
  }

  /** Takes a committed batch's notices; batches are handled one after another, in the order given. */
  publish(notices: ChangeNotice[]): Promise<void> {
    return this.enqueue(() => this.handle(notices));
  }

  /**
   * Pushes a change this process just made, from the state its command decided on, to this process's own
   * sockets in its rooms, before any read model has it: co-editors see an answer as soon as it is in the
   * log. The read model's notice of the same version comes later: it re-checks access as every notice does
   * (who may open the inspection is judged there, on the stored document), and is not pushed again here.
   * Other processes' sockets get that later notice's push, as before. The changes made in one turn of the
   * event loop, or while earlier pushes were going out, are pushed together: several versions of one
   * document as one push from the first one's previous version to the last, as a read model's batch tells
   * them.
   */
  publishMade(notices: ChangeNotice[]): Promise<void> {
    for (const notice of notices) this.remember(notice);
    this.madeNow.push(...notices);
    return (this.madeFlush ??= this.flushMade());
  }

  /**
   * Pushes what was made at the end of this turn, once the pushes already under way are out: what is made
   * meanwhile goes along (under load the hub falls behind, and then pushes fewer, fuller changes).
   */
  private async flushMade(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.queue;
    const made = newestOfEach(this.madeNow);
    this.madeNow = [];
    this.madeFlush = null;
    await this.enqueue(() => this.deliver(made, this.viewerReader(), this.io.local));
  }

  /** Ends the sockets of a sign-in that ended (its session room), or of every sign-in of a user. */
  endSignIn(room: string): void {
    this.io.in(room).disconnectSockets(true);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue
      .then(work)
      .catch((error: Error) => this.log(`realtime push failed: ${error.message}`));
    return this.queue;
  }

  /** Notes that a document's version was pushed by `publishMade` (the newest kept, a bounded number). */
  private remember(notice: ChangeNotice): void {
    const key = documentKey(notice);
    const known = this.made.get(key) ?? 0;
    this.made.delete(key);
    this.made.set(key, Math.max(known, notice.version));
    if (this.made.size > REMEMBERED_MADE) this.made.delete(this.made.keys().next().value!);
  }

  /** A notice of a version `publishMade` pushed already (or an older one): its sockets have it. */
  private madeAlready(notice: ChangeNotice): boolean {
    return (this.made.get(documentKey(notice)) ?? 0) >= notice.version;
  }

  private async handle(notices: ChangeNotice[]): Promise<void> {
    const recheck = this.access.recheck(notices);
    // A batch that may change anyone's access (a user, a reassignment, an entity) reads every viewer afresh.
    if (recheck.everyRoomOfSocketsIn.length > 0 || recheck.rooms.length > 0) this.viewers.clear();
    const viewerOf = this.viewerReader();
    await this.recheck(recheck, viewerOf);
    const unpushed = this.made.size > 0 ? notices.filter((notice) => !this.madeAlready(notice)) : notices;
    await this.deliver(unpushed, viewerOf, this.io);
    await this.publicRooms?.deliver(this.io, notices);
    for (const room of recheck.closeAfterPush) this.io.in(room).socketsLeave(room);
  }

  /** Each socket's viewer, read at most once per VIEWER_MAX_AGE_MS (see `viewers`). */
  private viewerReader(): (socket: HubSocket) => Promise<V | null> {
    const now = performance.now();
    return (socket) => {
      const known = this.viewers.get(socket.id);
      if (known && now - known.at < VIEWER_MAX_AGE_MS) return known.viewer;
      const viewer = this.access.viewerOf(socket).catch(() => null);
      this.viewers.set(socket.id, { viewer, at: now });
      return viewer;
    };
  }

  private async recheck(
    { everyRoomOfSocketsIn, rooms }: AccessRecheck,
    viewerOf: (socket: HubSocket) => Promise<V | null>,
  ): Promise<void> {
    if (everyRoomOfSocketsIn.length === 0 && rooms.length === 0) return;
    this.rechecks++;
    const checked = new Set(rooms);
    const sockets = (await this.io
      .in([...everyRoomOfSocketsIn, ...rooms])
      .fetchSockets()) as unknown as HubSocket[];
    await Promise.all(
      sockets.map(async (socket) => {
        const viewer = await viewerOf(socket);
        if (!viewer) return void socket.disconnect(true);
        const everyRoom = everyRoomOfSocketsIn.some((name) => socket.rooms.has(name));
        for (const name of socket.rooms) {
          if (!everyRoom && !checked.has(name)) continue;
          const target = parseRoom(name);
          // The socket's own id room and its sign-in room are the server's, not a client's join.
          if (!target) continue;
          // A public room's members are checked by the room alone (PublicRooms), never by their viewer.
          if (this.isPublic(name)) continue;
          if (await this.allowed(viewer, { name, ...target })) continue;
          await socket.leave(name);
          // The screen showing what came from this room drops it, rather than keep what it may not see.
          socket.emit(REVOKED, { room: name } satisfies RevokedPush);
        }
      }),
    );
  }

  /** Pushes each notice to the sockets in its rooms, through `to`: every process's sockets, or this one's. */
  private async deliver(
    notices: ChangeNotice[],
    viewerOf: (socket: HubSocket) => Promise<V | null>,
    to: Pick<Server, 'in' | 'to'>,
  ): Promise<void> {
    // Each room name is judged public or not once per batch, not once per socket and notice.
    const rooms = [...new Set(notices.flatMap((notice) => notice.rooms))].filter(
      (name) => !this.isPublic(name),
    );
    if (rooms.length === 0) return;
    const sockets = (await to.in(rooms).fetchSockets()) as unknown as HubSocket[];
    if (sockets.length === 0) return;
    const personal = new Set(rooms);
    const present = this.audience.forBatch();
    const ended = new Set<HubSocket>();
    for (const notice of notices) {
      const noticeRooms = notice.rooms.filter((name) => personal.has(name));
      const members = sockets.filter((socket) => noticeRooms.some((name) => socket.rooms.has(name)));
      const pushes = await Promise.all(
        members.map(async (socket) => {
          const viewer = await viewerOf(socket);
          if (viewer) return present(viewer, notice, socket.rooms).catch(() => null);
          // Its sign-in ended (expired, say) without a sign-out reaching it: it gets nothing, and goes.
          ended.add(socket);
          return null;
        }),
      );
      // Viewers shown the same document get one message, encoded once for all their sockets (its document's
      // text made once per version where it was presented so, see inspections/live-states.ts).
      const alike = new Map<unknown, { push: ChangePush; ids: string[] }>();
      members.forEach((socket, i) => {
        const push = pushes[i];
        if (!push) return;
        const key = push.doc ?? REMOVAL;
        const group = alike.get(key);
        if (group) group.ids.push(socket.id);
        else alike.set(key, { push, ids: [socket.id] });
      });
      for (const { push, ids } of alike.values()) to.to(ids).emit(CHANGE, encodePush(push));
    }
    for (const socket of ended) socket.disconnect(true);
  }

  private isPublic(name: string): boolean {
    const target = this.publicRooms ? parseRoom(name) : null;
    return !!target && this.publicRooms!.isPublic(target.kind);
  }

  private async allowed(viewer: V, room: RoomRef): Promise<boolean> {
    try {
      return await this.access.mayJoin(viewer, room);
    } catch {
      return false;
    }
  }

  private async mayJoin(socket: Socket, room: RoomRef): Promise<boolean> {
    const viewer = await this.access.viewerOf(socket).catch(() => null);
    return !!viewer && (await this.allowed(viewer, room));
  }

  private attach(socket: Socket): void {
    socket.on('disconnect', () => this.viewers.delete(socket.id));
    socket.on(SUBSCRIBE, async (payload: unknown, ack?: (answer: SubscribeAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = roomRequest.safeParse(payload);
      const target = parsed.success ? parseRoom(parsed.data.room) : null;
      if (!parsed.success || !target) return reply({ msg: PUSH_ERRORS.invalidRoom });
      const room = { name: parsed.data.room, ...target };
      if (this.publicRooms?.isPublic(room.kind)) {
        if (!(await this.publicRooms.mayJoin(room, socket))) return reply({ msg: PUSH_ERRORS.forbidden });
        await socket.join(room.name);
        return reply({ ok: true });
      }
      // A socket without a sign-in (SIGNED_OUT) may be in public rooms only.
      if (socket.data.signedOut === true) return reply({ msg: PUSH_ERRORS.forbidden });
      const rechecksBefore = this.rechecks;
      if (!(await this.mayJoin(socket, room))) return reply({ msg: PUSH_ERRORS.forbidden });
      await socket.join(room.name);
      // A re-check that ran while this join was being decided did not see the socket in the room: decide
      // again now that it is there, so access lost in between is not kept.
      if (this.rechecks !== rechecksBefore && !(await this.mayJoin(socket, room))) {
        await socket.leave(room.name);
        return reply({ msg: PUSH_ERRORS.forbidden });
      }
      reply({ ok: true });
    });
    socket.on(UNSUBSCRIBE, async (payload: unknown) => {
      const parsed = roomRequest.safeParse(payload);
      // The user's own room is the server's: through it a role change or deactivation reaches the socket.
      if (!parsed.success || parsed.data.room === roomName('user', String(socket.data.userId))) return;
      await socket.leave(parsed.data.room);
    });
  }
}

/** One notice per document: the newest, following on from the oldest one's previous version. */
function newestOfEach(notices: ChangeNotice[]): ChangeNotice[] {
  const byDocument = new Map<string, ChangeNotice>();
  for (const notice of notices) {
    const key = documentKey(notice);
    const earlier = byDocument.get(key);
    byDocument.set(key, earlier ? { ...notice, previousVersion: earlier.previousVersion } : notice);
  }
  return [...byDocument.values()];
}

/** A document's key among the made versions: `collection/id`. */
const documentKey = (notice: ChangeNotice) => `${notice.collection}/${notice.id}`;
