import type { Socket } from 'socket.io-client';
import {
  CHANGE,
  REVOKED,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type ChangePush,
  type RevokedPush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';

/** A read-model document as the client holds it: null once removed (or not found). */
export interface Versioned<T> {
  version: number;
  doc: T | null;
}

/** What a screen (or its state) watches: pushes of some collections in some rooms. */
export interface LiveWatch {
  rooms: readonly string[];
  collections: readonly string[];
  /** A pushed change of one of `collections` (any of the socket's rooms may have brought it). */
  change: (push: ChangePush) => void;
  /**
   * The rooms were joined after the screen loaded without them: the socket connected later (a page opened
   * by its URL) or came back after a drop. Whatever changed meanwhile was not pushed: fetch it again.
   */
  missed: () => void;
  /**
   * The server took the socket out of one of `rooms`: the viewer may no longer read what came from there.
   * Without this, `missed` runs: the screen's GET then answers what the viewer may still see.
   */
  revoked?: (room: string) => void;
}

export interface Watching {
  /**
   * Settles once the rooms are joined on the current connection, or at once when there is none (then
   * `missed` follows the join). Loading after it means no change falls between the load and the join.
   */
  ready: Promise<void>;
  stop: () => void;
}

export interface FollowOptions<T> {
  room: string;
  collection: string;
  id: string;
  /** The matching GET: called first, after a gap in versions, and after every reconnect. */
  load: () => Promise<Versioned<T>>;
  onUpdate: (state: Versioned<T>) => void;
}

export class SubscribeRefusedError extends Error {
  override readonly name = 'SubscribeRefusedError';
  constructor(readonly msg: string) {
    super(msg);
  }
}

/**
 * The tab's one live client. Screens watch rooms through it; it joins each room once however many watch
 * it, keeps the rooms asked for before the socket exists or connects and joins them when it does (again
 * after every reconnect, as Socket.IO forgets rooms), and hands each push to the watches of its
 * collection. What to do with a push (apply it when it follows the version held, ignore an older one,
 * refetch on a gap) is the watcher's: `follow` for one document, `watchList` (live-list.ts) for a list.
 */
export class LiveClient {
  private socket: Socket | null = null;
  private readonly watches = new Set<LiveWatch>();
  private readonly roomCounts = new Map<string, number>();
  /** The join of each room on the current connection: its acknowledgement. */
  private readonly joins = new Map<string, Promise<SubscribeAck | null>>();
  /** Watches that loaded while their rooms could not be joined: told `missed` once they are. */
  private readonly behind = new Set<LiveWatch>();
  /** Listeners of other socket messages (presence), kept until the socket exists. */
  private readonly listeners = new Set<[string, (payload: unknown) => void]>();

  constructor(socket?: Socket) {
    if (socket) this.attach(socket);
  }

  /** The session's socket, once the session is known: rooms asked for until now are joined when it connects. */
  attach(socket: Socket): void {
    if (this.socket === socket) return;
    this.socket = socket;
    for (const [event, listener] of this.listeners) socket.on(event, listener);
    socket.on(CHANGE, (push: ChangePush) => {
      for (const watch of [...this.watches])
        if (watch.collections.includes(push.collection)) watch.change(push);
    });
    socket.on(REVOKED, ({ room }: RevokedPush) => {
      this.joins.delete(room);
      for (const watch of [...this.watches])
        if (watch.rooms.includes(room)) (watch.revoked ?? watch.missed)(room);
    });
    socket.on('connect', () => void this.rejoin());
    socket.on('disconnect', () => {
      // Socket.IO forgets rooms with the connection, and pushes are not kept for an absent socket.
      this.joins.clear();
      for (const watch of this.watches) this.behind.add(watch);
    });
    if (socket.connected) void this.rejoin();
  }

  watch(watch: LiveWatch): Watching {
    this.watches.add(watch);
    const connected = !!this.socket?.connected;
    if (!connected) this.behind.add(watch);
    for (const room of watch.rooms) this.roomCounts.set(room, (this.roomCounts.get(room) ?? 0) + 1);
    const ready = connected
      ? Promise.all(watch.rooms.map((room) => this.joins.get(room) ?? this.subscribe(room))).then(() => {})
      : Promise.resolve();
    let stopped = false;
    return {
      ready,
      stop: () => {
        if (stopped) return;
        stopped = true;
        this.watches.delete(watch);
        this.behind.delete(watch);
        for (const room of watch.rooms) this.leave(room);
      },
    };
  }

  /** Listens to another socket message (presence) from now on, or from when the socket exists. */
  listen<T>(event: string, listener: (payload: T) => void): () => void {
    const entry: [string, (payload: unknown) => void] = [event, listener as (payload: unknown) => void];
    this.listeners.add(entry);
    this.socket?.on(event, entry[1]);
    return () => {
      this.listeners.delete(entry);
      this.socket?.off(event, entry[1]);
    };
  }

  /** Says something on the connection, if there is one (what must survive a drop is said again on `missed`). */
  emit(event: string, payload: unknown): void {
    if (this.socket?.connected) this.socket.emit(event, payload);
  }

  /**
   * Follows one document: the first load once its room is joined, then every push that follows the
   * version held (the push's previousVersion: several changes of one batch come as one push); an older push
   * is ignored, a gap (a push lost) refetches, and a revoked room drops the document.
   * Refuses (SubscribeRefusedError) when the server refuses the room.
   */
  async follow<T>(options: FollowOptions<T>): Promise<() => void> {
    const socket = this.socket;
    if (socket && !socket.connected)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let state: Versioned<T> = { version: 0, doc: null };
    let loading: Promise<void> | null = null;
    let again = false;
    const reload = (): Promise<void> => {
      if (loading) {
        // A push arrived during the fetch: the answer may predate it, so fetch once more afterwards.
        again = true;
        return loading;
      }
      loading = (async () => {
        do {
          again = false;
          const fresh = await options.load();
          if (fresh.version >= state.version) {
            state = fresh;
            options.onUpdate(fresh);
          }
        } while (again);
      })().finally(() => {
        loading = null;
      });
      return loading;
    };
    const watching = this.watch({
      rooms: [options.room],
      collections: [options.collection],
      change: (push) => {
        if (push.id !== options.id || push.version <= state.version) return;
        if (push.previousVersion > state.version || loading) return void reload().catch(() => {});
        state = { version: push.version, doc: push.removed ? null : ((push.doc ?? null) as T | null) };
        options.onUpdate(state);
      },
      missed: () => void reload().catch(() => {}),
      revoked: () => {
        state = { version: state.version, doc: null };
        options.onUpdate(state);
      },
    });
    await watching.ready;
    const ack = await this.joins.get(options.room);
    if (ack && 'msg' in ack) {
      watching.stop();
      throw new SubscribeRefusedError(ack.msg);
    }
    await reload();
    return watching.stop;
  }

  private leave(room: string): void {
    const count = (this.roomCounts.get(room) ?? 1) - 1;
    if (count > 0) return void this.roomCounts.set(room, count);
    this.roomCounts.delete(room);
    this.joins.delete(room);
    if (this.socket?.connected) this.socket.emit(UNSUBSCRIBE, { room });
  }

  /** Joins a room on the current connection; a refusal or a timeout settles as such, never rejects. */
  private subscribe(room: string): Promise<SubscribeAck | null> {
    const ack = (
      this.socket!.timeout(10_000).emitWithAck(SUBSCRIBE, { room }) as Promise<SubscribeAck>
    ).catch(() => null);
    this.joins.set(room, ack);
    return ack;
  }

  /** A (re)connect: every room asked for is joined, then the watches that were without them catch up. */
  private async rejoin(): Promise<void> {
    this.joins.clear();
    const behind = [...this.behind];
    this.behind.clear();
    await Promise.all([...this.roomCounts.keys()].map((room) => this.subscribe(room)));
    for (const watch of behind) if (this.watches.has(watch)) watch.missed();
  }
}
