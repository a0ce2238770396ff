import { createHmac } from 'node:crypto';

/**
 * The `Inspecta-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the
 * endpoint's secret. The time is signed with the body, so a receiver that refuses old times refuses replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
