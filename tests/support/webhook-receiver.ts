import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 (reached by webhooks only under WEBHOOKS_ALLOW_LOOPBACK): it records
 * every request and every connection, and answers as the test tells it.
 */
export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook, index: number, response: ServerResponse) => void = (
    _r,
    _i,
    response,
  ) => {
    response.writeHead(200).end('ok');
  },
) {
  const received: ReceivedWebhook[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      answer(entry, received.length - 1, response);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
