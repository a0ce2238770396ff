import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookAddress, refusalOf, type Resolver } from '../../src-jobs/webhooks/address-check.ts';
import { postWebhook } from '../../src-jobs/webhooks/webhook-client.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

/** A resolver of the test's own: names that point inside the network, never asked of a real DNS. */
const names: Record<string, string[]> = {
  'loopback.example': ['127.0.0.1'],
  'private.example': ['93.184.216.34', '10.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'metadata6.example': ['fd00:ec2::254'],
  'mapped.example': ['::ffff:169.254.169.254'],
};
const resolve: Resolver = async (host) => {
  const addresses = names[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const strict = { allowLoopback: false, resolve };

describe('the webhook address check', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://10.0.0.1/hook',
    'https://172.16.5.4/hook',
    'https://192.168.1.1/hook',
    'https://100.64.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/',
    'https://[fe80::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://0.0.0.0/',
    'https://224.0.0.1/',
    'https://loopback.example/hook',
    'https://private.example/hook',
    'https://metadata.example/hook',
    'https://metadata6.example/hook',
    'https://mapped.example/hook',
  ])('refuses %s', async (url) => {
    await expect(checkWebhookAddress(url, strict)).rejects.toMatchObject({ key: 'webhooks.addressRefused' });
  });

  it('refuses localhost as the system resolves it', async () => {
    await expect(
      checkWebhookAddress('https://localhost/hook', { allowLoopback: false }),
    ).rejects.toMatchObject({ key: 'webhooks.addressRefused' });
  });

  it('accepts a public address over https only', async () => {
    await expect(checkWebhookAddress('https://93.184.216.34/hook', strict)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(checkWebhookAddress('http://93.184.216.34/hook', strict)).rejects.toMatchObject({
      key: 'webhooks.urlNotHttps',
    });
    expect(refusalOf('2606:4700:4700::1111', false)).toBeNull();
  });

  it('lets the test setting reach loopback, and nothing else inside the network', async () => {
    const loose = { allowLoopback: true, resolve };
    await expect(checkWebhookAddress('http://127.0.0.1:9/hook', loose)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(checkWebhookAddress('http://10.0.0.1/hook', loose)).rejects.toMatchObject({
      key: 'webhooks.addressRefused',
    });
    await expect(checkWebhookAddress('https://metadata.example/', loose)).rejects.toMatchObject({
      key: 'webhooks.addressRefused',
    });
    // Plain http stays refused for a public address even under the test setting.
    await expect(checkWebhookAddress('http://93.184.216.34/', loose)).rejects.toMatchObject({
      key: 'webhooks.urlNotHttps',
    });
  });
});

describe('a webhook request', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver((request, _index, response) => {
      if (request.headers['x-test'] === 'redirect')
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (request.headers['x-test'] === 'big') {
        response.writeHead(200);
        response.write(Buffer.alloc(512 * 1024, 120));
        response.end();
      } else if (request.headers['x-test'] === 'silent') {
        // never answers
      } else response.writeHead(204).end();
    });
  });
  afterAll(() => receiver.close());

  it('is refused before any connection when the address is loopback and the test setting is off', async () => {
    const before = receiver.connections;
    const result = await postWebhook(receiver.url, '{}', {}, strict);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.error).toContain('webhooks.addressRefused');
    // A name resolving to loopback: refused the same way, and the receiver saw no connection at all.
    const named = await postWebhook(`http://loopback.example:${receiver.port}/hook`, '{}', {}, strict);
    expect(named.error).toContain('webhooks.addressRefused');
    expect(receiver.connections).toBe(before);
  });

  it('connects to the checked address, not to a fresh lookup of the name', async () => {
    // receiver.test exists in no DNS: the request reaches the receiver only through the checked address.
    const pinned: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await postWebhook(
      `http://receiver.test:${receiver.port}/hook`,
      '{"a":1}',
      {},
      {
        allowLoopback: true,
        resolve: pinned,
      },
    );
    expect(result).toMatchObject({ ok: true, statusCode: 204, error: null });
    expect(receiver.received.at(-1)!.headers.host).toBe(`receiver.test:${receiver.port}`);
    expect(receiver.received.at(-1)!.body).toBe('{"a":1}');
  });

  it('does not follow a redirect to the metadata address', async () => {
    const count = receiver.received.length;
    const result = await postWebhook(receiver.url, '{}', { 'x-test': 'redirect' }, { allowLoopback: true });
    expect(result).toMatchObject({ ok: false, statusCode: 302, error: 'redirect 302 not followed' });
    expect(receiver.received.length).toBe(count + 1);
  });

  it('stops waiting for a receiver that does not answer, and reads at most the answer limit', async () => {
    const limits = { connectTimeoutMs: 1000, answerTimeoutMs: 300, maxAnswerBytes: 1024 };
    const silent = await postWebhook(
      receiver.url,
      '{}',
      { 'x-test': 'silent' },
      { allowLoopback: true },
      limits,
    );
    expect(silent).toMatchObject({ ok: false, statusCode: null, error: 'answer timeout' });
    expect(silent.durationMs).toBeLessThan(2000);
    const big = await postWebhook(receiver.url, '{}', { 'x-test': 'big' }, { allowLoopback: true }, limits);
    expect(big).toMatchObject({ ok: true, statusCode: 200 });
  });
});
