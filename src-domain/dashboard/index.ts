import type { Decider } from '../eventstore/decider.ts';
import type { DashboardCommand } from './commands.ts';
import { decideDashboard, evolveDashboard, initialDashboardState, type DashboardState } from './decide.ts';
import type { DashboardEvent } from './events.ts';

/** A public wall dashboard of one entity: its display settings and the secret uuid of its address. */
export const dashboardDecider: Decider<DashboardState, DashboardCommand, DashboardEvent> = {
  initialState: initialDashboardState,
  evolve: evolveDashboard,
  decide: decideDashboard,
};
export const dashboardStream = (id: string) => `dashboard-${id}`;
export * from './fields.ts';
export type { DashboardCommand, DashboardEvent, DashboardState };
