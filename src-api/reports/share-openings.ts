import type { Document, ReadStore } from '../../src-projections/store/types.ts';

/** When each share link was last opened: `_id` is the link's id. */
export const SHARE_OPENINGS = 'reportShareOpenings';

interface ShareOpeningDocument extends Document {
  lastOpenedAt: string;
}

/**
 * When a share link was last opened, for the organization's list of links. Kept beside the read models as
 * one overwritten row per link, not as events: a report read by many people would otherwise append an event
 * (hash-chained, projected, kept forever in the audit trail) per view, and the time of the last view is all
 * anybody reads. Losing it (a restore, a reset) loses nothing the log needs.
 */
export function shareOpenings(store: ReadStore) {
  const rows = () => store.collection<ShareOpeningDocument>(SHARE_OPENINGS);
  return {
    async opened(shareId: string, at: string): Promise<void> {
      await rows().updateOne({ _id: shareId }, { $set: { lastOpenedAt: at } }, { upsert: true });
    },
    async lastOpenedOf(shareIds: string[]): Promise<Map<string, string>> {
      if (shareIds.length === 0) return new Map();
      const found = await rows().find({ _id: { $in: shareIds } });
      return new Map(found.map((row) => [row._id, row.lastOpenedAt]));
    },
  };
}
