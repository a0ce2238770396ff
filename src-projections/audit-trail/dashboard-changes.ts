import type { DashboardEvent } from '../../src-domain/dashboard/events.ts';
import type { MailEvent } from '../../src-domain/mail/index.ts';
import type { AuditChange, AuditContextDocument } from './documents.ts';
import type { ChangeDescription } from './changes.ts';

const change = (field: string, from: unknown, to: unknown): AuditChange => ({
  field,
  from: from ?? null,
  to: to ?? null,
});

/**
 * A wall dashboard's events. Its `uuid` is the secret part of a public address: an entry says that the
 * address was made anew, never the old or the new one. A change's old values come from the dashboard's
 * context (its settings as they were, kept by dashboardContextAfter).
 */
export function describeDashboardEvent(
  event: DashboardEvent,
  dashboardId: string,
  ctx: AuditContextDocument | null,
): ChangeDescription {
  const at = {
    kind: 'dashboard' as const,
    organizationId: ctx?.organizationId ?? null,
    hotelId: event.data.hotelId,
    subjectId: dashboardId,
  };
  switch (event.type) {
    case 'DashboardCreated':
      return {
        ...at,
        organizationId: event.data.organizationId,
        changes: Object.entries(event.data.settings).map(([field, value]) => change(field, null, value)),
      };
    case 'DashboardChanged': {
      const before = ctx?.values ?? {};
      return {
        ...at,
        changes: Object.entries(event.data.changes).map(([field, value]) =>
          change(field, before[field], value),
        ),
      };
    }
    case 'DashboardRegenerated':
      return { ...at, changes: [change('publicAddressRegenerated', false, true)] };
    case 'DashboardRemoved':
      return { ...at, changes: [change('deleted', false, true)] };
  }
}

/** Where a dashboard belongs and its settings now, for its next change's old values. */
export function dashboardContextAfter(
  event: DashboardEvent,
  ctx: AuditContextDocument | null,
): AuditContextDocument | null {
  switch (event.type) {
    case 'DashboardCreated':
      return {
        _id: '',
        context: true,
        organizationId: event.data.organizationId,
        hotelId: event.data.hotelId,
        values: { ...event.data.settings },
      };
    case 'DashboardChanged':
      return ctx && { ...ctx, values: { ...ctx.values, ...event.data.changes } };
    default:
      return ctx;
  }
}

/** A failed mail sent again: what kind of mail (the mail log names its recipient), never its body or a link. */
export function describeMailEvent(event: MailEvent, entryId: string): ChangeDescription {
  return {
    kind: 'mail',
    organizationId: event.data.organizationId,
    hotelId: null,
    subjectId: entryId,
    changes: [change('mailResent', null, event.data.template)],
  };
}
