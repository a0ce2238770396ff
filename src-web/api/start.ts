import type { RoundState } from '../../src-domain/statistics/round-state.ts';
import { request } from './http.ts';

export type { RoundState };

/** GET /api/start/waiting: what waits for the signed-in person, in their own scope (docs/web-app.md). */
export interface Waiting {
  hotels: Array<{
    id: string;
    name: string;
    organizationId: string;
    /** The entity's own date (its time zone). */
    today: string;
    toApprove: number;
    /** The inspections counted in `toApprove`: a pushed inspection comes into or leaves the count. */
    toApproveIds: string[];
    rounds: Record<RoundState, number>;
    /** Per Safe Q type running today, its inspections' states by id: a pushed day of today recounts `rounds`. */
    roundTypes: Record<string, Record<string, RoundState>>;
  }>;
  /** null: not an admin (nothing to approve). */
  toApprove: number | null;
  /** `byPlan`: the overdue actions per plan counted, so a pushed plan line replaces its part. */
  overdueActions: { count: number; own: boolean; byPlan: Record<string, number> };
  rounds: Record<RoundState, number>;
  assigned: number;
  assignedIds: string[];
}

export const fetchWaiting = () => request<Waiting>('GET', '/api/start/waiting');
