import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANGE, REVOKED, SUBSCRIBE, type ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { RealtimeHub } from '../../src-api/realtime/hub.ts';
import { createSocketServer, SOCKET_PATH } from '../../src-api/realtime/socket-server.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { stripTracking, type Projection, type TrackedDocument } from '../../src-projections/projection.ts';
import type { Document } from '../../src-projections/store/types.ts';
import { LiveClient, type Versioned } from '../../src-web/realtime/live-client.ts';
import { counterProjection, type CounterDoc } from '../support/counter-projection.ts';
import { embeddedStores, eventually } from '../support/embedded-stores.ts';

describe('push path: projection -> Socket.IO room -> client', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  let http: HttpServer;
  let io: Server;
  let hub: RealtimeHub<object>;
  let url: string;
  const sockets: Socket[] = [];
  /** The notices whose access this test's hub asked about, in order (a late batch of the last test's is not). */
  let rechecked: ChangePush[] = [];
  const projection = counterProjection() as Projection<Document>;

  beforeEach(async () => {
    stores = embeddedStores();
    // Every append read as it comes (no settle time): the test follows each version's push.
    engine = new ProjectionEngine({
      ...stores,
      projections: [projection],
      owner: 'test',
      settleMs: 0,
      log: () => {},
    });
    http = createServer();
    io = await createSocketServer(http, null);
    const asked: ChangePush[] = (rechecked = []);
    // The caller's check: only rooms of counters whose id ends in "-open" may be joined.
    hub = new RealtimeHub<object>(
      io,
      {
        viewerOf: async () => ({}),
        mayJoin: (_viewer, room) => room.id.endsWith('-open'),
        recheck: (notices) => {
          asked.push(...notices);
          return { everyRoomOfSocketsIn: [], rooms: [], closeAfterPush: [] };
        },
      },
      // Counters are for everyone who may join: pushed as they are.
      {
        forBatch:
          () =>
          async (_viewer, { rooms: _rooms, ...push }) =>
            push,
      },
    );
    engine.onChange((notices) =>
      hub.publish(notices.map((n) => ({ ...n, rooms: n.rooms.map((r) => r.replace('counter:', 'org:')) }))),
    );
    await engine.start();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await engine.stop();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await stores.close();
  });

  function client(): Socket {
    const socket = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    sockets.push(socket);
    return socket;
  }

  async function load(id: string): Promise<Versioned<unknown>> {
    const doc = await stores.readModels
      .collection<TrackedDocument<CounterDoc>>('counters')
      .findOne({ _id: id });
    return doc ? { version: doc._version, doc: stripTracking(doc) } : { version: 0, doc: null };
  }

  /**
   * A live client following counter-open after its first event through its document store, as a screen
   * does: its room watched, loaded once joined and again when something was missed. What the store held
   * of it, in order, and how often it loaded.
   */
  async function followOpenCounter(socket = client()) {
    const live = new LiveClient(socket);
    const seen: Array<Versioned<unknown>> = [];
    let loads = 0;
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 1 } }]);
    await engine.waitFor(await stores.events.headPosition());
    if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    live.store.listen('counters', (id, entry) => {
      if (id === 'counter-open') seen.push(entry);
    });
    const fetch = async () => {
      loads++;
      const { version, doc } = await load('counter-open');
      live.put('counters', 'counter-open', version, doc);
    };
    const watching = live.watch({
      rooms: ['org:counter-open'],
      collections: ['counters'],
      missed: () => void fetch(),
      // The store drops what came from the room; asking again is the screen's (its GET then answers 404).
      revoked: () => {},
    });
    await watching.ready;
    await fetch();
    return { seen, loads: () => loads };
  }

  it('answers subscribe with ok, a refusal key, or an invalid-room key', async () => {
    const socket = client();
    expect(await socket.emitWithAck(SUBSCRIBE, { room: 'org:counter-open' })).toEqual({ ok: true });
    expect(await socket.emitWithAck(SUBSCRIBE, { room: 'org:counter-secret' })).toEqual({
      msg: 'errors.forbidden',
    });
    expect(await socket.emitWithAck(SUBSCRIBE, { room: 'admin:everything' })).toEqual({
      msg: 'errors.invalidRoom',
    });
    expect(await socket.emitWithAck(SUBSCRIBE, { room: 'org:counter-open', extra: 1 })).toEqual({
      msg: 'errors.invalidRoom',
    });
    expect(await socket.emitWithAck(SUBSCRIBE, 'org:counter-open')).toEqual({ msg: 'errors.invalidRoom' });
  });

  it('delivers the notice of each appended event, in order, only to joined sockets', async () => {
    const member = client();
    const outsider = client();
    const received: ChangePush[] = [];
    const leaked: ChangePush[] = [];
    member.on(CHANGE, (push: ChangePush) => received.push(push));
    outsider.on(CHANGE, (push: ChangePush) => leaked.push(push));
    await member.emitWithAck(SUBSCRIBE, { room: 'org:counter-open' });
    await outsider.emitWithAck(SUBSCRIBE, { room: 'org:counter-secret' });
    for (let n = 1; n <= 10; n++)
      await stores.events.append('counter-open', [{ type: 'Counted', data: { n } }]);
    await stores.events.append('counter-secret', [{ type: 'Counted', data: { n: 1 } }]);
    await eventually(
      () => received.length,
      (count) => count >= 10,
    );
    expect(received.map((p) => p.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(received.map((p) => p.previousVersion)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(received[9]).toMatchObject({
      collection: 'counters',
      id: 'counter-open',
      doc: { _id: 'counter-open', total: 55, events: 10 },
    });
    expect(received[9]!.position).toBeGreaterThan(received[0]!.position);
    expect(leaked).toEqual([]);
  });

  it('pushes a change its process made at once, and its read model notice only for the access check', async () => {
    const member = client();
    const received: ChangePush[] = [];
    member.on(CHANGE, (push: ChangePush) => received.push(push));
    await member.emitWithAck(SUBSCRIBE, { room: 'org:counter-open' });
    // The command's own state, pushed before the event is even in the log: the read model has nothing yet.
    await hub.publishMade([
      {
        collection: 'counters',
        id: 'counter-open',
        version: 1,
        previousVersion: 0,
        position: 1,
        doc: { _id: 'counter-open', total: 1, events: 1, made: true },
        rooms: ['org:counter-open'],
      },
    ]);
    expect(await load('counter-open')).toEqual({ version: 0, doc: null });
    await eventually(
      () => received.length,
      (count) => count === 1,
    );
    expect(rechecked).toEqual([]);

    // The read model's notice of that version is checked for access, and not pushed again; the next is pushed.
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 1 } }]);
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 2 } }]);
    await eventually(
      () => received.length,
      (count) => count >= 2,
    );
    await engine.waitFor(await stores.events.headPosition());
    await hub.publish([]);
    expect(received.map((p) => [p.version, (p.doc as { made?: boolean }).made ?? false])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(rechecked.map((notice) => notice.version)).toEqual([1, 2]);
  });

  it('pushes the changes made in one turn as one push per document, from the first to the last version', async () => {
    const member = client();
    const received: ChangePush[] = [];
    member.on(CHANGE, (push: ChangePush) => received.push(push));
    await member.emitWithAck(SUBSCRIBE, { room: 'org:counter-open' });
    const made = (version: number) => ({
      collection: 'counters',
      id: 'counter-open',
      version,
      previousVersion: version - 1,
      position: version,
      doc: { _id: 'counter-open', total: version, events: version },
      rooms: ['org:counter-open'],
    });
    // Two answers finishing in one turn of the event loop, as a group of appends ends under load.
    const first = hub.publishMade([made(1)]);
    const second = hub.publishMade([made(2)]);
    await Promise.all([first, second]);
    await hub.publishMade([made(3)]);
    await eventually(
      () => received.length,
      (count) => count >= 2,
    );
    expect(received.map((p) => [p.previousVersion, p.version, (p.doc as CounterDoc).total])).toEqual([
      [0, 2, 2],
      [2, 3, 3],
    ]);
  });

  it('applies pushes in version order and recovers a lost push by refetching', async () => {
    const { seen, loads } = await followOpenCounter();
    expect(seen.at(-1)).toMatchObject({ version: 1, doc: { total: 1 } });

    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 2 } }]);
    await eventually(
      () => seen.at(-1)?.version,
      (v) => v === 2,
    );
    expect(loads()).toBe(1);

    // Version 3 is committed but its push is lost; the push of version 4 shows the gap.
    hub.publish = (
      (original) => (notices: Parameters<typeof original>[0]) =>
        original(notices.filter((n) => n.version !== 3))
    )(hub.publish.bind(hub));
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 3 } }]);
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 4 } }]);
    const final = await eventually(
      () => seen.at(-1),
      (s) => s?.version === 4,
    );
    expect(final).toMatchObject({ version: 4, doc: { total: 10, events: 4 } });
    expect(loads()).toBe(2);
    expect(seen.map((s) => s.version)).toEqual([1, 2, 4]);
  });

  it('applies several changes of one batch as one push, without refetching', async () => {
    const { seen, loads } = await followOpenCounter();
    const pushes: ChangePush[] = [];
    const watcher = client();
    watcher.on(CHANGE, (push: ChangePush) => pushes.push(push));
    await watcher.emitWithAck(SUBSCRIBE, { room: 'org:counter-open' });

    // Three events in one append: one batch, one push from version 1 to version 4.
    await stores.events.append('counter-open', [
      { type: 'Counted', data: { n: 2 } },
      { type: 'Counted', data: { n: 3 } },
      { type: 'Counted', data: { n: 4 } },
    ]);
    const final = await eventually(
      () => seen.at(-1),
      (s) => s?.version === 4,
    );
    expect(pushes).toMatchObject([{ version: 4, previousVersion: 1 }]);
    expect(final).toMatchObject({ doc: { total: 10, events: 4 } });
    expect(loads()).toBe(1);
  });

  it('drops the document when the server takes the socket out of its room', async () => {
    const { seen } = await followOpenCounter();
    expect(seen.at(-1)?.doc).not.toBeNull();
    // What the hub does to a socket that lost access on re-check.
    const [server] = await io.in('org:counter-open').fetchSockets();
    server!.leave('org:counter-open');
    server!.emit(REVOKED, { room: 'org:counter-open' });
    const last = await eventually(
      () => seen.at(-1),
      (s) => s?.doc === null,
    );
    expect(last).toEqual({ version: 1, doc: null });
  });

  it('refuses to follow a room the check denies', async () => {
    const socket = client();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const live = new LiveClient(socket);
    const watching = live.watch({
      rooms: ['org:counter-secret'],
      collections: ['counters'],
      missed: () => {},
    });
    await watching.ready;
    expect(await live.refusal('org:counter-secret')).toBe('errors.forbidden');
    await stores.events.append('counter-secret', [{ type: 'Counted', data: { n: 1 } }]);
    await engine.waitFor(await stores.events.headPosition());
    expect(live.store.get('counters', 'counter-secret')).toBeUndefined();
  });

  it('rejoins and refetches after a dropped connection, missing nothing', async () => {
    const socket = client();
    const { seen } = await followOpenCounter(socket);

    const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
    socket.io.engine.close(); // the network drops; Socket.IO reconnects by itself
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 5 } }]);
    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 5 } }]);
    await reconnected;
    await eventually(
      () => seen.at(-1)?.version,
      (v) => v === 3,
    );

    await stores.events.append('counter-open', [{ type: 'Counted', data: { n: 1 } }]);
    const final = await eventually(
      () => seen.at(-1),
      (s) => s?.version === 4,
    );
    expect(final).toMatchObject({ doc: { total: 12, events: 4 } });
  });
});
