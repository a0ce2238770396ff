/**
 * A place in EventStoreDB's `$all`: the position of the commit that wrote the event, then the event's own
 * (prepare) position. `$all` is ordered by commit first: the events of one append share their commit and are
 * ordered by prepare within it, and a prepare position alone can be lower than an earlier commit's, so a
 * follower that resumed or compared by it alone could skip an event or refuse a forward move. Kept as
 * decimal strings: exact past 2^53 and stored alike by both read stores.
 */
export interface AllPosition {
  commit: string;
  prepare: string;
}

/** Negative, zero or positive as `a` is before, at or after `b` in `$all`. */
export function compareAllPositions(a: AllPosition, b: AllPosition): number {
  const commit = BigInt(a.commit) - BigInt(b.commit);
  if (commit !== 0n) return commit < 0n ? -1 : 1;
  const prepare = BigInt(a.prepare) - BigInt(b.prepare);
  return prepare === 0n ? 0 : prepare < 0n ? -1 : 1;
}

export function allPositionOf(position: { commit: bigint; prepare: bigint }): AllPosition {
  return { commit: position.commit.toString(), prepare: position.prepare.toString() };
}

export function toReadPosition(position: AllPosition): { commit: bigint; prepare: bigint } {
  return { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
}

/** A place as followers keep it: the log's number, and `$all`'s pair where the log has one. */
export interface FollowedPosition {
  position: number;
  allPosition?: AllPosition | null;
}

/** Whether `a` is further on than `b`: by `$all`'s pair when both have it, else by the number. */
export function isAfter(a: FollowedPosition, b: FollowedPosition): boolean {
  return a.allPosition && b.allPosition
    ? compareAllPositions(a.allPosition, b.allPosition) > 0
    : a.position > b.position;
}
