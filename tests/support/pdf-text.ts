import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit with its built-in fonts: each page's content stream is inflated and
 * every text-showing operator's strings decoded (Windows-1252, the built-in fonts' encoding). Enough to check
 * what a report PDF says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by its dictionary's /Length: compressed bytes may end in "\r" or hold "endstream"-like
  // bytes, so finding the end by pattern loses a page's text now and then (depending on what was compressed).
  for (const match of raw.matchAll(/\/Length (\d+)\b[^>]*>>\r?\nstream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const bytes = Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => windows1252(Buffer.from(hex[1]!, 'hex')))
        .join('');
      if (text.trim()) lines.push(text);
    }
  }
  return lines;
}

/** Windows-1252 differs from Latin-1 only at 0x80 to 0x9F (dashes, curly quotes, the euro sign). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function windows1252(bytes: Buffer): string {
  return [...bytes]
    .map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b)))
    .join('');
}
