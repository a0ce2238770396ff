/**
 * Looks at a .xlsx's zip structure before anything inflates it: the central directory's entry count and
 * declared sizes, so a zip bomb or a huge sheet is refused while it is still a few compressed bytes.
 * Declared sizes can lie; the parser's worker has its own memory cap and time limit for that case.
 */
export const ZIP_LIMITS = {
  maxEntries: 500,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  /** Spreadsheet XML compresses well, but not a thousandfold. */
  maxRatio: 200,
} as const;

export type ZipVerdict = 'ok' | 'notSpreadsheet' | 'unsafeArchive';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function checkSpreadsheetZip(data: Buffer): ZipVerdict {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return 'notSpreadsheet';
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'notSpreadsheet';
  const entries = data.readUInt16LE(eocd + 10);
  const directorySize = data.readUInt32LE(eocd + 12);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // ZIP64 markers: far beyond any spreadsheet this server accepts.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'unsafeArchive';
  if (entries > ZIP_LIMITS.maxEntries) return 'unsafeArchive';
  if (directoryOffset + directorySize > data.length) return 'notSpreadsheet';
  let offset = directoryOffset;
  let total = 0;
  let hasWorkbook = false;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return 'notSpreadsheet';
    const flags = data.readUInt16LE(offset + 8);
    const compressed = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (flags & 0x1) return 'unsafeArchive'; // encrypted
    if (size === 0xffffffff || compressed === 0xffffffff) return 'unsafeArchive';
    if (size > ZIP_LIMITS.maxEntryBytes) return 'unsafeArchive';
    if (size > 1024 * 1024 && size / Math.max(1, compressed) > ZIP_LIMITS.maxRatio) return 'unsafeArchive';
    total += size;
    if (total > ZIP_LIMITS.maxTotalBytes) return 'unsafeArchive';
    if (name === 'xl/workbook.xml') hasWorkbook = true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return hasWorkbook ? 'ok' : 'notSpreadsheet';
}
