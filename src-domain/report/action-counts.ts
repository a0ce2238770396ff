import type { ActionState } from '../inspection/fields.ts';

export interface ActionCounts {
  open: number;
  done: number;
  verified: number;
  /** Open actions whose deadline has passed (a subset of `open`). */
  overdue: number;
}

/**
 * An action is overdue when it is still open after its deadline day (`today` is the date the clock gives, as
 * YYYY-MM-DD: a deadline today is not overdue yet). Done but not verified is not overdue: it waits for an admin.
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
