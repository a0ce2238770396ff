import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether poppler-utils (pdftotext, pdfimages, pdftoppm) is installed; the PDF checks skip without it. */
export const popplerMissing: string | null =
  spawnSync('pdftotext', ['-v']).error === undefined
    ? null
    : 'poppler-utils is not installed (apt-get install -y poppler-utils): PDF text and image checks skipped';

function withFile<T>(pdf: Buffer, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const path = join(dir, 'in.pdf');
    writeFileSync(path, pdf);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it (layout kept), as any reader's viewer would extract it. */
export const pdfToText = (pdf: Buffer): string =>
  withFile(pdf, (path) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));

export interface EmbeddedImage {
  page: number;
  width: number;
  height: number;
  type: string;
  bytes: string;
}

/** The images embedded in the PDF (`pdfimages -list`): page, pixel size, encoding, stored size. */
export const pdfImages = (pdf: Buffer): EmbeddedImage[] =>
  withFile(pdf, (path) =>
    execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length > 10 && cols[2] === 'image')
      .map((cols) => ({
        page: Number(cols[0]),
        width: Number(cols[3]),
        height: Number(cols[4]),
        type: cols[8]!,
        bytes: cols[14] ?? '',
      })),
  );

/** The PDF's first page as a PNG at `dpi`, written to `out` for a person to look at. */
export function pdfFirstPage(pdf: Buffer, out: string, dpi = 50) {
  withFile(pdf, (path, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', path, join(dir, 'page')]);
    const page = readdirSync(dir).find((name) => name.startsWith('page'))!;
    execFileSync('cp', [join(dir, page), out]);
  });
}
