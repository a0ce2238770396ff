import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookAddress, type AddressPolicy } from './address-check.ts';

export interface WebhookPostLimits {
  /** From the start until the connection (and TLS) is up. */
  connectTimeoutMs: number;
  /** From the connection until the whole answer (at most `maxAnswerBytes` of it) is in. */
  answerTimeoutMs: number;
  /** Bytes of the answer's body read at most; the rest is never read (the connection is closed). */
  maxAnswerBytes: number;
}

export const DEFAULT_POST_LIMITS: WebhookPostLimits = {
  connectTimeoutMs: 5_000,
  answerTimeoutMs: 10_000,
  maxAnswerBytes: 64 * 1024,
};

export interface WebhookPostResult {
  /** The answer's status; null when there was none (refused address, connection error, timeout). */
  statusCode: number | null;
  ok: boolean;
  /** One line, never a header or body of the request (they carry the signature). */
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one delivery. The host is resolved and checked first (address-check.ts) and the connection goes to
 * THAT address through the request's own lookup, so a name that resolves elsewhere a moment later (DNS
 * rebinding) changes nothing; TLS still verifies the certificate for the host name. Redirects are never
 * followed (a 3xx is a failure: it could point inside the network); the answer is read up to a limit.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  limits: WebhookPostLimits = DEFAULT_POST_LIMITS,
  now: () => number = performance.now.bind(performance),
): Promise<WebhookPostResult> {
  const started = now();
  const done = (statusCode: number | null, error: string | null): WebhookPostResult => {
    const ok = error === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
    return {
      statusCode,
      ok,
      error: ok ? null : (error ?? `answered ${statusCode}`),
      durationMs: Math.round(now() - started),
    };
  };
  let target;
  try {
    target = await checkWebhookAddress(url, policy);
  } catch (error) {
    return done(null, (error as Error).message);
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    // Node asks for every address when it may try several families; it gets the checked one only.
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const parsed = new URL(url);
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookPostResult>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(statusCode, error));
    };
    const req = send(parsed, {
      method: 'POST',
      lookup: pinned,
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      agent: false,
    });
    let timer = setTimeout(() => req.destroy(new Error('connect timeout')), limits.connectTimeoutMs);
    const connected = () => {
      clearTimeout(timer);
      timer = setTimeout(() => req.destroy(new Error('answer timeout')), limits.answerTimeoutMs);
    };
    req.on('socket', (socket) => {
      socket.once(parsed.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    req.on('error', (error) => finish(null, error.message.split('\n')[0]!));
    req.on('response', (answer: IncomingMessage) => {
      const status = answer.statusCode ?? null;
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // Enough: the status decides; a receiver sending more is cut off instead of read.
        if (read > limits.maxAnswerBytes) {
          finish(status, status !== null && status >= 300 && status < 400 ? redirect(status) : null);
          answer.destroy();
          req.destroy();
        }
      });
      answer.on('end', () =>
        finish(status, status !== null && status >= 300 && status < 400 ? redirect(status) : null),
      );
      answer.on('error', (error) => finish(status, error.message));
    });
    req.end(body);
  });
}

const redirect = (status: number) => `redirect ${status} not followed`;
