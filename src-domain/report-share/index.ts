import type { Decider } from '../eventstore/decider.ts';
import type { ReportShareCommand } from './commands.ts';
import {
  decideReportShare,
  evolveReportShare,
  initialReportShareState,
  type ReportShareState,
} from './decide.ts';
import type { ReportShareEvent } from './events.ts';

/** A read-only, expiring, revocable link to one inspection's report. */
export const reportShareDecider: Decider<ReportShareState, ReportShareCommand, ReportShareEvent> = {
  initialState: initialReportShareState,
  evolve: evolveReportShare,
  decide: decideReportShare,
};
export const reportShareStream = (id: string) => `reportShare-${id}`;
export { DEFAULT_SHARE_DAYS, MAX_SHARE_DAYS, REPORT_SHARE_ERRORS } from './decide.ts';
export {
  SHARE_REVOCATION_REASONS,
  SHARED_REPORT_KINDS,
  SYSTEM_ACTOR,
  type ShareRevocationReason,
  type SharedReportKind,
} from './events.ts';
export type { ReportShareCommand, ReportShareEvent, ReportShareState };
