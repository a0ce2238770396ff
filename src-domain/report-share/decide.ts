import { DomainError } from '../shared/domain-error.ts';
import type { ReportShareCommand } from './commands.ts';
import { SYSTEM_ACTOR, type ReportShareEvent } from './events.ts';

/** How long a share link works unless its creator says otherwise, and the longest it may. */
export const DEFAULT_SHARE_DAYS = 30;
export const MAX_SHARE_DAYS = 365;

export const REPORT_SHARE_ERRORS = {
  noPermission: 'errors.noPermission',
  notFound: 'errors.notFound',
  exists: 'errors.conflict',
  alreadyRevoked: 'share.revoked',
} as const;

export interface ReportShareState {
  exists: boolean;
  revoked: boolean;
}

export const initialReportShareState = (): ReportShareState => ({ exists: false, revoked: false });

export function evolveReportShare(state: ReportShareState, event: ReportShareEvent): ReportShareState {
  switch (event.type) {
    case 'ReportShareCreated':
      return { exists: true, revoked: false };
    case 'ReportShareRevoked':
      return { ...state, revoked: true };
  }
}

const ADMINS = new Set(['superUser', 'companyAdmin', 'hotelAdmin']);

export function decideReportShare(command: ReportShareCommand, state: ReportShareState): ReportShareEvent[] {
  if (command.type === 'RevokeReportShareOfLostAccess') {
    if (!state.exists) throw new DomainError(REPORT_SHARE_ERRORS.notFound);
    if (state.revoked) return [];
    return [
      { type: 'ReportShareRevoked', data: { by: SYSTEM_ACTOR, at: command.at, reason: command.reason } },
    ];
  }
  if (!ADMINS.has(command.actorRole)) throw new DomainError(REPORT_SHARE_ERRORS.noPermission);
  switch (command.type) {
    case 'CreateReportShare': {
      if (state.exists) throw new DomainError(REPORT_SHARE_ERRORS.exists);
      const { type: _t, actorRole: _r, ...data } = command;
      return [{ type: 'ReportShareCreated', data }];
    }
    case 'RevokeReportShare':
      if (!state.exists) throw new DomainError(REPORT_SHARE_ERRORS.notFound);
      if (state.revoked) throw new DomainError(REPORT_SHARE_ERRORS.alreadyRevoked);
      return [{ type: 'ReportShareRevoked', data: { by: command.by, at: command.at } }];
  }
}
