import { readFileSync } from 'node:fs';

/** Headers and the decoded text body of an .eml file written by the outbox mailer. */
export function readEml(path: string): { headers: string; text: string } {
  const raw = readFileSync(path, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  let body = raw.slice(split + 2);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
    body = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } else if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body };
}
