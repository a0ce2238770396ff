import { readFileSync } from 'node:fs';

/** A part's body decoded by its own Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * Headers and the decoded text body of an .eml file written by the outbox mailer; for a multipart mail
 * (text and HTML) each alternative decoded on its own, `html` empty for a text-only mail.
 */
export function readEml(path: string): { headers: string; text: string; html: string } {
  // The transport writes Unix newlines, but a multipart's inner headers keep CRLF: read both alike.
  const raw = readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { headers, text: decodePart(headers, body), html: '' };
  const parts = body.split(`--${boundary}`).slice(1, -1);
  const found = { text: '', html: '' };
  for (const part of parts) {
    const at = part.indexOf('\n\n');
    const partHeaders = part.slice(0, at);
    const decoded = decodePart(partHeaders, part.slice(at + 2).replace(/\n$/, ''));
    if (/Content-Type: text\/plain/i.test(partHeaders)) found.text = decoded;
    if (/Content-Type: text\/html/i.test(partHeaders)) found.html = decoded;
  }
  return { headers, ...found };
}

/** Waits for the newest .eml in `outbox` addressed to `to`, and returns it decoded. */
export async function waitForMail(
  outbox: string,
  to: string,
  timeoutMs = 5000,
): Promise<{ headers: string; text: string; html: string }> {
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
