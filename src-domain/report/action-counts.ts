import type { ActionState } from '../inspection/fields.ts';

export interface ActionCounts {
  open: number;
  done: number;
  verified: number;
  /** Open actions whose deadline has passed (a subset of `open`). */
  overdue: number;
}

/**
 * An action is overdue when it is still open after its deadline day: `today` is the entity's own date (the
 * clock's instant in the entity's zone, YYYY-MM-DD), so a deadline today is not overdue yet, and it becomes
 * overdue when that local day ends, the instant the scheduler records ActionItemBecameOverdue. Done but not
 * verified is not overdue: it waits for an admin.
 */
export const isOverdue = (item: { state: ActionState; deadline: string | null }, today: string) =>
  item.state === 'open' && item.deadline !== null && item.deadline < today;

export function actionCounts(
  items: Iterable<{ state: ActionState; deadline: string | null }>,
  today: string,
): ActionCounts {
  const counts: ActionCounts = { open: 0, done: 0, verified: 0, overdue: 0 };
  for (const item of items) {
    counts[item.state] += 1;
    if (isOverdue(item, today)) counts.overdue += 1;
  }
  return counts;
}

/**
 * A plan's overdue actions, all of them and per owner (user id; actions without an owner only in `all`): an
 * admin's count reads `all`, an agent's its own entry.
 */
export function overdueByOwner(
  items: Iterable<{ state: ActionState; deadline: string | null; ownerId: string | null }>,
  today: string,
): { all: number; owners: Record<string, number> } {
  const owners: Record<string, number> = {};
  let all = 0;
  for (const item of items) {
    if (!isOverdue(item, today)) continue;
    all += 1;
    if (item.ownerId) owners[item.ownerId] = (owners[item.ownerId] ?? 0) + 1;
  }
  return { all, owners };
}
