import { weeklyDayOf } from '../../src-domain/statistics/weekly-report.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { isLocale, type Locale } from '../../src-domain/shared/locales.ts';
import { parseRoom, type RoomKind } from '../../src-domain/shared/rooms.ts';
import { isEntry, type AuditTrailDocument } from '../../src-projections/audit-trail/documents.ts';
import { inAuditScope } from '../../src-projections/audit-trail/queries.ts';
import type { DashboardDocument } from '../../src-projections/dashboards/projection.ts';
import { presentDashboard } from '../dashboards/presenter.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import {
  reportDayLine,
  type SafeQReportDayDocument,
} from '../../src-projections/safeq/report-days-projection.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { SafeQDayDocument } from '../../src-projections/safeq/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import type { WeeklyRankingDocument } from '../../src-projections/weekly-rankings/projection.ts';
import { hotelWeekOf } from '../../src-projections/weekly-rankings/queries.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { presentUser as presentSignedInUser, type CurrentUser } from '../auth/current-user.ts';
import { presentAuditEntries } from '../audit-trail/presenter.ts';
import { presentQuestionTree } from '../catalogue/presenter.ts';
import type { QuestionnaireCache } from '../../src-projections/inspections/questionnaire-cache.ts';
import {
  ADMIN_ROLES,
  auditScope,
  mayAccessInspection,
  mayAdministerHotel,
  mayAdministerInspectionType,
  mayAdministerUser,
  mayReadActionPlan,
} from '../auth/tenancy.ts';
import type { ActionPlanDocument } from '../../src-projections/action-plans/projection.ts';
import { presentActionPlanRow } from '../../src-projections/reports/action-plan.ts';
import { presentHotel, presentHotelForAgent } from '../hotels/presenter.ts';
import { presentInspectionType, presentSelfServeType } from '../inspection-types/presenter.ts';
import type { LiveStates } from '../inspections/live-states.ts';
import { presentOrganization } from '../organizations/presenter.ts';
import { presentUser } from '../users/presenter.ts';
import type { PushAudience } from './hub.ts';

type Lookup = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * What each viewer is pushed of a change: exactly what that viewer reads of the document over HTTP, in the
 * same shape, with the same tenancy rules (auth/tenancy.ts) and presenters; nothing when HTTP answers 404
 * or 403. A room is only where a change is offered: an organization's room carries a hotelAdmin only its
 * own entities' documents, an entity's room carries an agent only what the agent's own lists show.
 * A collection without a rule here is never pushed.
 */
export function pushAudience(
  readModels: ReadModels,
  questionnaires: QuestionnaireCache,
  clock: Clock,
  liveStates: LiveStates,
): PushAudience<CurrentUser> {
  return {
    forBatch() {
      const memo = new Map<string, Promise<unknown>>();
      // With its version, as the GET reads it from the stored document: copied once per notice, not per viewer.
      const versioned = new WeakMap<object, object>();
      const withVersion = (doc: object, version: number) => {
        let copy = versioned.get(doc) as { _version: number } | undefined;
        if (copy?._version !== version) versioned.set(doc, (copy = { ...doc, _version: version }));
        return copy;
      };
      // One time per batch: every viewer is shown the same entities as inactive or not.
      const now = clock.now();
      const once: Lookup = <T>(key: string, load: () => Promise<T>) => {
        if (!memo.has(key)) memo.set(key, load());
        return memo.get(key) as Promise<T>;
      };
      return async (viewer, notice, socketRooms) => {
        const { rooms: _rooms, doc, ...change } = notice;
        if (notice.removed) {
          return (await mayHaveSeen(readModels, once, viewer, notice, socketRooms)) ? change : null;
        }
        const language = (kind: 'audit' | 'catalogue') => roomLanguage(socketRooms, notice.rooms, kind);
        const shaped = await shapeFor(
          { readModels, questionnaires, liveStates, once, language },
          viewer,
          notice.collection,
          withVersion(doc as object, notice.version),
          now,
        );
        return shaped === null ? null : ({ ...change, doc: shaped } satisfies ChangePush);
      };
    },
  };
}

/** The document as the viewer's own GET of it answers, or null where that GET answers 404 or 403. */
async function shapeFor(
  { readModels, questionnaires, liveStates, once, language }: ShapeContext,
  viewer: CurrentUser,
  collection: string,
  /** The document with its `_version`. */
  doc: unknown,
  now: Date,
): Promise<unknown> {
  // An entity read once per batch, for its name and its day alike.
  const hotelOf = (id: string) => once(`hotel:${id}`, () => hotelQueries(readModels).byId(id));
  const hotelName = (id: string | null) =>
    id ? hotelOf(id).then((hotel) => hotel?.name ?? '') : Promise.resolve(null);
  switch (collection) {
    case 'organizations': {
      // GET /api/admin/organizations/:id: superUsers, and a companyAdmin its own.
      const organization = doc as OrganizationDocument;
      const own = viewer.role === 'companyAdmin' && viewer.organizationId === organization._id;
      return viewer.role === 'superUser' || own ? presentOrganization(organization) : null;
    }
    case 'hotels': {
      // GET /api/admin/hotels/:id for those who administer it; an agent's GET /api/hotels line otherwise.
      const hotel = doc as HotelDocument;
      if (mayAdministerHotel(viewer, hotel)) return presentHotel(hotel, now);
      if (!worksAt(viewer, hotel.organizationId, hotel._id)) return null;
      return presentHotelForAgent(hotel, now);
    }
    case 'users': {
      // GET /api/admin/users/:id for admins who administer the user (an agent has no admin routes, not even
      // for itself); the user's own session check otherwise.
      const user = doc as UserDocument;
      if (ADMIN_ROLES.includes(viewer.role) && mayAdministerUser(viewer, user)) return presentUser(user);
      return user._id === viewer.id ? presentSignedInUser({ ...user, id: user._id }) : null;
    }
    case 'inspectionTypes': {
      // GET /api/admin/inspection-types/:id for those who administer it; an agent's self-serve list line.
      const type = doc as InspectionTypeDocument;
      if (mayAdministerInspectionType(viewer, type))
        return presentInspectionType(type, await hotelName(type.hotelId));
      if (!type.isSelfServe || !type.hotelId || !worksAt(viewer, type.organizationId, type.hotelId))
        return null;
      return presentSelfServeType(type);
    }
    case 'inspections': {
      // GET /api/inspections/:id/state, for those who may open the inspection.
      const inspection = doc as InspectionDocument;
      if (!mayAccessInspection(viewer, inspection)) return null;
      // The same for everyone who may open it: presented once per version, shared with the answer to the
      // command that made it (inspections/live-states.ts), however many watch.
      return (await liveStates.of(inspection)).state;
    }
    case 'actionPlans': {
      // A line of GET /api/inspections/action-plan, for those who may read the plan once it is sent.
      const plan = doc as ActionPlanDocument;
      if (!plan.sent || !mayReadActionPlan(viewer, { ...plan, userId: null })) return null;
      const ids = [plan.lastEditedBy.userId, plan.adminEndTimeSetBy].filter((id): id is string => !!id);
      const names = new Map<string, string>();
      for (const id of ids) {
        const name = await once(`userName:${id}`, async () => (await userQueries(readModels).byId(id))?.name);
        if (name !== undefined) names.set(id, name);
      }
      const hotel = (await hotelName(plan.hotelId)) ?? '';
      // Overdue by the entity's own date, as the list's GET and the start page's count judge it.
      const today = localDay(now, timeZoneOf(await hotelOf(plan.hotelId)));
      return presentActionPlanRow(plan, hotel, names, today);
    }
    case 'safeQDays': {
      // The Safe Q reports are the entity's admins': a day as the weekly report reads it, so an open report
      // computes itself again from it (src-web/scenes/SafeQ/use-safeq-live.ts).
      const day = doc as SafeQDayDocument;
      if (!ADMIN_ROLES.includes(viewer.role)) return null;
      if (!mayAdministerHotel(viewer, { _id: day.hotelId, organizationId: day.organizationId })) return null;
      return weeklyDayOf(day);
    }
    case 'safeQReportDays': {
      // A line of GET /api/admin/organizations/:id/report-days: the entity's admins.
      const line = doc as SafeQReportDayDocument;
      if (!ADMIN_ROLES.includes(viewer.role)) return null;
      if (!mayAdministerHotel(viewer, { _id: line.hotelId, organizationId: line.organizationId }))
        return null;
      return reportDayLine(line);
    }
    case 'auditTrail': {
      // A line of GET /api/admin/audit-trail in the language of the socket's audit room, for readers whose
      // scope holds the entry (as the page's filter reads it); its context documents go to no room.
      const entry = doc as AuditTrailDocument;
      const asked = language('audit');
      if (!isEntry(entry) || !asked || !ADMIN_ROLES.includes(viewer.role)) return null;
      if (!inAuditScope(auditScope(viewer), entry)) return null;
      // The linked names depend on what the reader may see (linked-names.ts): one presentation per reach.
      const reach = JSON.stringify([viewer.role, viewer.organizationId, viewer.hotelIds]);
      return once(`audit:${entry._id}:${asked}:${reach}`, async () => {
        const [item] = await presentAuditEntries([entry], asked, readModels, questionnaires, viewer);
        return item ?? null;
      });
    }
    case 'moduleTypes': {
      // GET /api/admin/questions/:id (the question tree) in the socket's catalogue room's language:
      // superUsers only, as the catalogue is theirs.
      const asked = language('catalogue');
      if (viewer.role !== 'superUser' || !asked) return null;
      const moduleType = doc as ModuleTypeDocument;
      return once(`tree:${moduleType._id}:${asked}`, async () => presentQuestionTree(moduleType, asked));
    }
    case 'weeklyRankings': {
      // An entity's Safe Q week, as the organization and weekly reports list it (`weeks`): a screen showing
      // that week ranks again from it (src-domain/statistics/organization-ranking.ts) without a GET.
      const week = doc as WeeklyRankingDocument & { _version: number };
      if (!ADMIN_ROLES.includes(viewer.role)) return null;
      if (!mayAdministerHotel(viewer, { _id: week.hotelId, organizationId: week.organizationId }))
        return null;
      return hotelWeekOf(week, week._version);
    }
    case 'dashboards': {
      // A line of GET /api/dashboards?hotelId (the entity page's dashboards): the entity's admins.
      const dashboard = doc as DashboardDocument;
      if (!ADMIN_ROLES.includes(viewer.role)) return null;
      if (!mayAdministerHotel(viewer, { _id: dashboard.hotelId, organizationId: dashboard.organizationId }))
        return null;
      const hotel = await once(`hotel:${dashboard.hotelId}`, () =>
        hotelQueries(readModels).byId(dashboard.hotelId),
      );
      return hotel ? presentDashboard(dashboard, hotel) : null;
    }
    default:
      return null;
  }
}

interface ShapeContext {
  readModels: ReadModels;
  questionnaires: QuestionnaireCache;
  liveStates: LiveStates;
  once: Lookup;
  /** The language of the socket's room of this kind that the change is offered in (null: none). */
  language: (kind: 'audit' | 'catalogue') => Locale | null;
}

/** The language a socket asked its pushes of a room kind in: the id of its room of that kind among these. */
function roomLanguage(socketRooms: Set<string>, offered: string[], kind: RoomKind): Locale | null {
  for (const name of offered) {
    if (!socketRooms.has(name)) continue;
    const room = parseRoom(name);
    if (room?.kind === kind && isLocale(room.id)) return room.id;
  }
  return null;
}

/** An agent linked to the entity (the agent's own lists show it), in its own organization. */
function worksAt(viewer: CurrentUser, organizationId: string, hotelId: string): boolean {
  return (
    viewer.role === 'user' && viewer.organizationId === organizationId && viewer.hotelIds.includes(hotelId)
  );
}

/**
 * A removal carries no document, only that it is gone. It is told to those who could read it: judged from
 * the rooms it was offered to (the removed document's own), as the document is no longer there — an
 * organization's admins, an entity's admins (a hotelAdmin of one of its entities, even through the
 * organization room), the user itself, and those who were in the removed inspection's room.
 */
async function mayHaveSeen(
  readModels: ReadModels,
  once: Lookup,
  viewer: CurrentUser,
  notice: ChangeNotice,
  socketRooms: Set<string>,
): Promise<boolean> {
  for (const name of notice.rooms) {
    const room = parseRoom(name);
    if (!room) continue;
    switch (room.kind) {
      case 'user':
        if (room.id === viewer.id) return true;
        break;
      case 'org':
        if (
          viewer.role === 'superUser' ||
          (viewer.role === 'companyAdmin' && viewer.organizationId === room.id)
        )
          return true;
        break;
      case 'hotel':
      case 'inspections': {
        const hotel = await once(`hotelDoc:${room.id}`, () => hotelQueries(readModels).byId(room.id));
        const administers = hotel
          ? mayAdministerHotel(viewer, hotel)
          : viewer.role === 'hotelAdmin' && viewer.hotelIds.includes(room.id);
        if (administers) return true;
        break;
      }
      case 'inspection':
        if (socketRooms.has(name)) return true;
        break;
      case 'catalogue':
        // A removed module type: the catalogue's superUsers. Audit entries are never removed.
        if (viewer.role === 'superUser' && socketRooms.has(name)) return true;
        break;
    }
  }
  return false;
}
