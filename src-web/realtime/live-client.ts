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
import { DocumentStore } from './document-store.ts';

export type { Versioned } from './document-store.ts';

/** What a screen (or its state) watches: pushes of some collections in some rooms. */
export interface LiveWatch {
  rooms: readonly string[];
  collections: readonly string[];
  /**
   * A change of a document of one of `collections` the tab's store took (a push that follows the version
   * held, from any of the socket's rooms, or a command's answer applied by `put`): never an older one.
   */
  change?: (push: ChangePush) => void;
  /**
   * Changes were not pushed: the rooms were joined after the screen loaded without them (the socket
   * connected later, a page opened by its URL, or came back after a drop), or a push of one of `collections`
   * skipped a version the tab never saw. Fetch again.
   */
  missed: () => void;
  /**
   * The newest version of a document the screen holds from a GET the store did not see (a list's row), so
   * a push older than it is ignored and one that skips past it is a gap.
   */
  known?: (collection: string, id: string) => number | undefined;
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

/**
 * The tab's one live client. Screens watch rooms through it; it joins each room once however many watch
 * it, keeps the rooms asked for before the socket exists or connects and joins them when it does (again
 * after every reconnect, as Socket.IO forgets rooms). Every push goes into its document store, which
 * judges it (document-store.ts: older ignored, a gap fetched again); what the store takes is handed to the
 * watches of its collection, a gap is `missed` to them. Documents are held while some watch follows their
 * collection: one no longer pushed would go stale.
 */
export class LiveClient {
  readonly store = new DocumentStore();
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
    socket.on(CHANGE, (push: ChangePush) => this.receive(push));
    socket.on(REVOKED, ({ room }: RevokedPush) => {
      this.joins.delete(room);
      const revoked = [...this.watches].filter((watch) => watch.rooms.includes(room));
      // What came from the room may no longer be read: it goes before the screens ask again.
      for (const collection of new Set(revoked.flatMap((watch) => watch.collections)))
        this.store.forget(collection);
      for (const watch of revoked) (watch.revoked ?? watch.missed)(room);
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
        for (const collection of watch.collections)
          if (![...this.watches].some((w) => w.collections.includes(collection)))
            this.store.forget(collection);
      },
    };
  }

  /**
   * The document a command of this tab answered (shaped as the viewer's GET of it, version included), or a
   * GET's: held and handed to the watches as a push would be, unless the tab already holds it or newer.
   */
  put(collection: string, id: string, version: number, doc: unknown): void {
    // Held only while followed: nothing would keep it current otherwise.
    if (![...this.watches].some((watch) => watch.collections.includes(collection))) return;
    const previousVersion = this.store.version(collection, id);
    if (this.store.put(collection, id, version, doc))
      this.handOut({
        collection,
        id,
        version,
        previousVersion,
        position: 0,
        doc: doc ?? undefined,
        ...(doc === null ? { removed: true as const } : {}),
      });
  }

  /** A pushed change (from the socket), judged by the store against the newest version the tab has seen. */
  receive(push: ChangePush): void {
    const following = [...this.watches].filter((watch) => watch.collections.includes(push.collection));
    const known = Math.max(0, ...following.map((watch) => watch.known?.(push.collection, push.id) ?? 0));
    const verdict = this.store.receive(push, known);
    if (verdict === 'applied') this.handOut(push);
    else if (verdict === 'gap') for (const watch of following) watch.missed();
  }

  private handOut(push: ChangePush): void {
    for (const watch of [...this.watches])
      if (watch.collections.includes(push.collection)) watch.change?.(push);
  }

  /** The server's answer to the join of a room on the current connection: null when joined (or not yet tried). */
  async refusal(room: string): Promise<string | null> {
    const ack = await this.joins.get(room);
    return ack && 'msg' in ack ? ack.msg : null;
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
