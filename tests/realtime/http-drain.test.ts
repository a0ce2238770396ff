import { type IncomingMessage, createServer } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainOnStop } from '../../src-server/http-drain.ts';

/** Opens a connection, asks for a WebSocket upgrade and resolves once the server switched protocols. */
function upgraded(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        'GET /socket.io/ HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      ),
    );
    socket.once('data', (chunk) => (String(chunk).startsWith('HTTP/1.1 101') ? resolve(socket) : reject()));
    socket.once('error', reject);
  });
}

describe('stopping the HTTP server', () => {
  it('cuts an upgraded connection whose client never closes it at the deadline, after the request in flight is answered', async () => {
    const server = createServer((_req, res) => setTimeout(() => res.end('done'), 300));
    const drain = drainOnStop(server);
    // The WebSocket transport's connections leave Node's HTTP bookkeeping once upgraded.
    server.on('upgrade', (_req: IncomingMessage, socket: Socket) =>
      socket.write('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const silent = await upgraded(port);
    const cut = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    await drain(1_000);
    const ms = performance.now() - started;

    expect(await answer).toBe('done');
    await cut;
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5_000);
  });
});
