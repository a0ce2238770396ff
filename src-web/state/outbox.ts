import type { InspectionChange } from '../api/inspection-changes.ts';

/** A change waiting for the connection, and who made it (only they send it). */
export interface WaitingChange extends InspectionChange {
  userId: string;
}

const KEY = 'inspecta.outbox';

/**
 * Changes made while the connection is down, in the order they were made. Kept in localStorage too, so
 * closing the tab before the connection is back loses nothing: they are sent on the next load.
 */
export const outbox: WaitingChange[] = readStored();

function readStored(): WaitingChange[] {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as WaitingChange[]) : [];
  } catch {
    return [];
  }
}

export function storeOutbox(): void {
  try {
    if (outbox.length > 0) globalThis.localStorage?.setItem(KEY, JSON.stringify(outbox));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    /* storage full or refused: the changes still wait in memory */
  }
}
