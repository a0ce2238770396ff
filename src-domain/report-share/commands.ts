import type { Role } from '../shared/roles.ts';
import type { ReportShareEvent } from './events.ts';

type Created = Extract<ReportShareEvent, { type: 'ReportShareCreated' }>['data'];

export type ReportShareCommand =
  | ({ type: 'CreateReportShare'; actorRole: Role } & Created)
  | { type: 'RevokeReportShare'; actorRole: Role; by: string; at: string };
