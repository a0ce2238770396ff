import { addDays, weeksBefore } from '../shared/iso-week.ts';

/**
 * What one inspection adds to its entity's dashboard: its start day (already the entity's local date) and its
 * counts by the one answered rule (src-domain/inspection/answer-counts.ts): `answered` questions somebody
 * scored, `total` the questions that ask for a score, those answered not applicable (-1) left out.
 */
export interface InspectionTally {
  day: string;
  answered: number;
  total: number;
}

/** A window's fulfilment with the counts it was computed from; null when nothing in it asks for an answer. */
export interface WindowFigure {
  from: string;
  to: string;
  answered: number;
  total: number;
  fulfilment: number | null;
}

/** One point of the weekly chart: the week, its own fulfilment, and the 4-week average drawn. */
export interface WeekPoint {
  week: string;
  /** The week's Monday. */
  start: string;
  /** This week's own fulfilment (null: nothing to answer that week). */
  fulfilment: number | null;
  /** The mean of this and the previous 3 weeks' fulfilments that exist, rounded up; null when none does. */
  average: number | null;
}

export interface DashboardFigures {
  /** The entity's local day these were computed for; the windows end on it. */
  computedFor: string;
  last7Days: WindowFigure;
  last30Days: WindowFigure;
  /** Oldest first, ending with the current week. */
  weekly: WeekPoint[];
}

/** How many weeks the chart shows. */
export const CHART_WEEKS = 12;
/** How many weeks each chart point averages: the current and the previous 3 (inspection-run §9). */
export const AVERAGED_WEEKS = 4;
/** The oldest day any figure reads, counted back from today: what a read model must keep. */
export const DAYS_KEPT = 7 * (CHART_WEEKS + AVERAGED_WEEKS);

/** Fulfilment percent (inspection-run §9): answered ÷ total, rounded up; null when the total is 0. */
export function fulfilment(answered: number, total: number): number | null {
  return total > 0 ? Math.ceil((100 * answered) / total) : null;
}

/** The pooled fulfilment of the inspections started from `from` to `to`, both included. */
export function windowFigure(tallies: Iterable<InspectionTally>, from: string, to: string): WindowFigure {
  let answered = 0;
  let total = 0;
  for (const t of tallies) {
    if (t.day < from || t.day > to) continue;
    answered += t.answered;
    total += t.total;
  }
  return { from, to, answered, total, fulfilment: fulfilment(answered, total) };
}

/**
 * The figures a dashboard shows on `today` (the entity's local day): the last 7 and 30 days including today,
 * and CHART_WEEKS ISO weeks, each the average of its own and the previous 3 weeks' fulfilments (weeks with
 * nothing to answer do not count; a point with none is null), rounded up like every fulfilment.
 */
export function dashboardFigures(tallies: readonly InspectionTally[], today: string): DashboardFigures {
  const weekFulfilment = new Map<string, number | null>();
  const weekOf = (weeksBack: number) => {
    const week = weeksBefore(today, weeksBack);
    if (!weekFulfilment.has(week.key))
      weekFulfilment.set(week.key, windowFigure(tallies, week.start, week.end).fulfilment);
    return { week, value: weekFulfilment.get(week.key)! };
  };
  const weekly: WeekPoint[] = [];
  for (let back = CHART_WEEKS - 1; back >= 0; back--) {
    const { week, value } = weekOf(back);
    const values = [value];
    for (let earlier = 1; earlier < AVERAGED_WEEKS; earlier++) values.push(weekOf(back + earlier).value);
    const present = values.filter((v): v is number => v !== null);
    weekly.push({
      week: week.key,
      start: week.start,
      fulfilment: value,
      average: present.length > 0 ? Math.ceil(present.reduce((a, b) => a + b, 0) / present.length) : null,
    });
  }
  return {
    computedFor: today,
    last7Days: windowFigure(tallies, addDays(today, -6), today),
    last30Days: windowFigure(tallies, addDays(today, -29), today),
    weekly,
  };
}
