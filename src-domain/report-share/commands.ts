import type { Role } from '../shared/roles.ts';
import type { ReportShareEvent, ShareRevocationReason } from './events.ts';

type Created = Extract<ReportShareEvent, { type: 'ReportShareCreated' }>['data'];

export type ReportShareCommand =
  | ({ type: 'CreateReportShare'; actorRole: Role } & Created)
  | { type: 'RevokeReportShare'; actorRole: Role; by: string; at: string }
  /**
   * The system's revocation of a link whose creator may no longer read its report. Issued again on a
   * replay, it finds the link revoked and records nothing.
   */
  | { type: 'RevokeReportShareOfLostAccess'; reason: ShareRevocationReason; at: string };
