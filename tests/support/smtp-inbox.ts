import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One leaf part of a received message: its headers (unfolded, names lower-cased) and its decoded bytes. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

/** A message as the SMTP listener received it, read far enough to check what a mail says and carries. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Quoted-printable bytes (`=C3=A4`) among ASCII, decoded as UTF-8. */
function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintable(text.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintable(body.replace(/=\r?\n/g, ''));
  return Buffer.from(body, 'utf8');
}

/** Every leaf part of a MIME entity, multiparts nested to any depth. */
export function mimeParts(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary)
    return { headers, parts: [{ headers, body: decodeBody(headers, body.replace(/\r?\n$/, '')) }] };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')).parts);
  return { headers, parts };
}

export function readReceived(to: string[], raw: string): ReceivedMail {
  const { headers, parts } = mimeParts(raw);
  const typeOf = (p: MimePart) => (p.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
  const isAttachment = (p: MimePart) => /attachment/i.test(p.headers['content-disposition'] ?? '');
  const textOf = (type: string) =>
    parts.find((p) => typeOf(p) === type && !isAttachment(p))?.body.toString('utf8') ?? '';
  return {
    to,
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    attachments: parts.filter(isAttachment).map((p) => ({
      filename: /filename="?([^";]+)"?/i.exec(p.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: typeOf(p),
      content: p.body,
    })),
  };
}

/** A real SMTP listener on a free port of 127.0.0.1 that keeps what it receives. */
export async function smtpInbox(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          readReceived(
            session.envelope.rcptTo.map((r) => r.address),
            Buffer.concat(chunks).toString('utf8'),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
