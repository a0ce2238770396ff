import type { Context } from 'koa';
import { z } from 'zod';
import { parseBody } from './parse-body.ts';

/** The most items one list answer carries; a screen asks for the next page with `skip`. */
export const MAX_PAGE_SIZE = 500;

export const pageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Items to skip'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(MAX_PAGE_SIZE)
    .describe('Items at most; a full page sets X-Next-Skip'),
});

/**
 * A list's page from `?skip=&limit=` (both optional: the first MAX_PAGE_SIZE items). The answer stays the
 * array the spec names; `X-Next-Skip` tells where the next page starts when this one came back full.
 */
export function listPage(ctx: Context): { skip: number; limit: number } {
  return parseBody(pageQuery, { skip: ctx.query.skip ?? undefined, limit: ctx.query.limit ?? undefined });
}

/** Sets `X-Next-Skip` when the page is full, so a client knows there may be more. */
export function markNextPage(ctx: Context, page: { skip: number; limit: number }, returned: number): void {
  if (returned === page.limit) ctx.set('X-Next-Skip', String(page.skip + page.limit));
}
