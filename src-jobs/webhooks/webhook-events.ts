import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import { keyOfAction, type ActionRef } from '../../src-domain/inspection/fields.ts';
import type { WebhookKind } from '../../src-domain/webhook/index.ts';
import { actionPlanQueries } from '../../src-projections/action-plans/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import { ACTION_ITEM_BECAME_OVERDUE, type ActionItemBecameOverdueData } from '../overdue/overdue-events.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';

/** The log's events that webhooks announce, each as its kind. */
export const ANNOUNCED_EVENT_TYPES = [
  'AgentEndTimeSet',
  'InspectionClosedAutomatically',
  'AdminEndTimeSet',
  'ActionItemAdded',
  'ActionDone',
  'FollowUpCreated',
  'ActionPlanSent',
  ACTION_ITEM_BECAME_OVERDUE,
  'ReportShareCreated',
] as const;

export interface Announcement {
  kind: WebhookKind;
  organizationId: string;
  /** Ids and public facts only: never a name, an address, a comment or an answer. */
  data: Record<string, string | null>;
  /** Told apart when one event announces several (a plan sent announces each of its actions). */
  key?: string;
}

/**
 * What an event announces: one announcement, none, or, for a plan sent (with a follow-up or alone), an
 * `actionItem.created` for each action flagged at control, which no event of their own announces.
 */
export async function announcementsOf(event: RecordedEvent, readModels: ReadModels): Promise<Announcement[]> {
  if (event.type === ACTION_ITEM_BECAME_OVERDUE) {
    const data = event.data as ActionItemBecameOverdueData;
    return [
      {
        kind: 'actionItem.overdue',
        organizationId: data.organizationId,
        data: {
          inspectionId: data.inspectionId,
          hotelId: data.hotelId,
          actionId: data.actionId,
          deadline: data.deadline,
          overdueSince: data.overdueSince,
        },
      },
    ];
  }
  if (event.type === 'FollowUpCreated' || event.type === 'ActionPlanSent') {
    const plan = await actionPlanQueries(readModels).byId(event.stream.slice('inspection-'.length));
    if (!plan) return [];
    // The flagged answers' actions (`module:question`); actions added after approval announced themselves.
    return Object.entries(plan.items)
      .filter(([actionId]) => !actionId.startsWith('item:'))
      .map(([actionId, item]) => ({
        kind: 'actionItem.created' as const,
        organizationId: plan.organizationId,
        data: { inspectionId: plan._id, hotelId: plan.hotelId, actionId, deadline: item.deadline },
        key: actionId,
      }));
  }
  const one = await announcementOf(event, readModels);
  return one ? [one] : [];
}

/**
 * What an event announces, or null when nothing (an inspection gone since). Inspection events name their
 * organization and entity through the inspections read model, which the reactor waits for.
 */
export async function announcementOf(
  event: RecordedEvent,
  readModels: ReadModels,
): Promise<Announcement | null> {
  if (event.type === 'ReportShareCreated') {
    const data = event.data as {
      shareId: string;
      inspectionId: string;
      organizationId: string;
      hotelId: string;
      kind: string;
      expiresAt: string;
    };
    return {
      kind: 'report.shared',
      organizationId: data.organizationId,
      data: {
        shareId: data.shareId,
        inspectionId: data.inspectionId,
        hotelId: data.hotelId,
        reportKind: data.kind,
        expiresAt: data.expiresAt,
      },
    };
  }
  const inspectionId = event.stream.slice('inspection-'.length);
  const inspection = await inspectionQueries(readModels).byId(inspectionId);
  if (!inspection) return null;
  const about = { inspectionId, hotelId: inspection.hotelId };
  const of = (kind: WebhookKind, data: Record<string, string | null> = {}): Announcement => ({
    kind,
    organizationId: inspection.organizationId,
    data: { ...about, ...data },
  });
  switch (event.type) {
    case 'AgentEndTimeSet':
    case 'InspectionClosedAutomatically':
      return of('inspection.submitted', {
        closedAutomatically: event.type === 'InspectionClosedAutomatically' ? 'true' : 'false',
      });
    case 'AdminEndTimeSet':
      return of((event.data as { revert: boolean }).revert ? 'inspection.reverted' : 'inspection.approved');
    case 'ActionItemAdded': {
      const data = event.data as { itemId: string; deadline: string | null };
      return of('actionItem.created', {
        actionId: keyOfAction({ itemId: data.itemId }),
        deadline: data.deadline,
      });
    }
    case 'ActionDone':
      return of('actionItem.done', { actionId: keyOfAction(event.data as ActionRef) });
    default:
      return null;
  }
}
