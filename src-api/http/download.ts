import type { Context } from 'koa';

/** Answers with a file to download under `name` (made by `downloadName`, so it is safe in the header). */
export function attach(ctx: Context, name: string, type: string): void {
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.type = type;
}

/** A file name from a prefix, the entity and the date: letters, digits and dashes only (no header injection). */
export function downloadName(prefix: string, hotel: string, date: string): string {
  const safe = hotel
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/^-+|-+$/g, '');
  return `${prefix}-${safe || 'inspection'}-${date}`;
}
