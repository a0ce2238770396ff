import type { Projection } from './projection.ts';
import type { Document } from './store/types.ts';

/**
 * Every read model the engine runs. Each resource issue adds its projections here; the engine, rebuilds,
 * read-your-writes and push all work from this one list.
 */
export const allProjections: Projection<Document>[] = [];
