import type { Socket } from 'socket.io-client';
import {
  CHANGE,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type ChangePush,
  type SubscribeAck,
} from '../../src-domain/shared/push-protocol.ts';

/** A read-model document as the client holds it: null once removed (or not found). */
export interface Versioned<T> {
  version: number;
  doc: T | null;
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

interface Follower {
  room: string;
  collection: string;
  id: string;
  state: Versioned<unknown>;
  loading: Promise<void> | null;
  again: boolean;
  reload: () => Promise<void>;
  apply: (push: ChangePush) => void;
}

/**
 * Keeps documents current from pushes: a push that follows the held version is applied, an older one is
 * ignored, and one that skips a version (a lost message) or a reconnect triggers a refetch.
 */
export class LiveClient {
  private readonly followers = new Set<Follower>();
  private readonly roomCounts = new Map<string, number>();
  private wasConnected: boolean;

  constructor(private readonly socket: Socket) {
    this.wasConnected = socket.connected;
    socket.on(CHANGE, (push: ChangePush) => {
      for (const follower of this.followers) {
        if (follower.collection === push.collection && follower.id === push.id) follower.apply(push);
      }
    });
    socket.on('connect', () => {
      // Socket.IO forgets rooms on reconnect: join again, then refetch what may have been missed.
      if (this.wasConnected) void this.resync();
      this.wasConnected = true;
    });
  }

  async follow<T>(options: FollowOptions<T>): Promise<() => void> {
    await this.join(options.room);
    const follower: Follower = {
      room: options.room,
      collection: options.collection,
      id: options.id,
      state: { version: 0, doc: null },
      loading: null,
      again: false,
      reload: async () => {
        if (follower.loading) {
          // A push arrived during the fetch: the answer may predate it, so fetch once more afterwards.
          follower.again = true;
          return follower.loading;
        }
        follower.loading = (async () => {
          do {
            follower.again = false;
            const fresh = await options.load();
            if (fresh.version >= follower.state.version) {
              follower.state = fresh;
              options.onUpdate(fresh as Versioned<T>);
            }
          } while (follower.again);
        })().finally(() => {
          follower.loading = null;
        });
        return follower.loading;
      },
      apply: (push) => {
        const held = follower.state.version;
        if (push.version <= held) return;
        if (push.version !== held + 1 || follower.loading) {
          void follower.reload().catch(() => {});
          return;
        }
        follower.state = {
          version: push.version,
          doc: push.removed ? null : ((push.doc ?? null) as T | null),
        };
        options.onUpdate(follower.state as Versioned<T>);
      },
    };
    this.followers.add(follower);
    await follower.reload();
    return () => {
      this.followers.delete(follower);
      this.leave(options.room);
    };
  }

  private async join(room: string): Promise<void> {
    const count = this.roomCounts.get(room) ?? 0;
    this.roomCounts.set(room, count + 1);
    if (count > 0) return;
    const ack = await this.subscribe(room);
    if ('msg' in ack) {
      this.roomCounts.delete(room);
      throw new SubscribeRefusedError(ack.msg);
    }
  }

  private leave(room: string): void {
    const count = (this.roomCounts.get(room) ?? 1) - 1;
    if (count > 0) return void this.roomCounts.set(room, count);
    this.roomCounts.delete(room);
    this.socket.emit(UNSUBSCRIBE, { room });
  }

  private subscribe(room: string): Promise<SubscribeAck> {
    return this.socket.timeout(10_000).emitWithAck(SUBSCRIBE, { room }) as Promise<SubscribeAck>;
  }

  private async resync(): Promise<void> {
    await Promise.all([...this.roomCounts.keys()].map((room) => this.subscribe(room).catch(() => null)));
    await Promise.all([...this.followers].map((f) => f.reload().catch(() => {})));
  }
}
