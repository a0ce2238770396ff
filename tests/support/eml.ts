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

/** Waits for the newest .eml in `outbox` addressed to `to`, and returns it decoded. */
export async function waitForMail(
  outbox: string,
  to: string,
  timeoutMs = 5000,
): Promise<{ headers: string; text: string }> {
  const { readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // the outbox appears with the first mail
    }
    for (const name of names) {
      const mail = readEml(join(outbox, name));
      if (new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(mail.headers))
        return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
