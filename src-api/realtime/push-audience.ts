import type { Clock } from '../../src-domain/shared/clock.ts';
import type { ChangePush } from '../../src-domain/shared/push-protocol.ts';
import { parseRoom } from '../../src-domain/shared/rooms.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { SafeQDayDocument } from '../../src-projections/safeq/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { presentUser as presentSignedInUser, type CurrentUser } from '../auth/current-user.ts';
import {
  ADMIN_ROLES,
  mayAccessInspection,
  mayAdministerHotel,
  mayAdministerInspectionType,
  mayAdministerUser,
  mayReadActionPlan,
} from '../auth/tenancy.ts';
import type { ActionPlanDocument } from '../../src-projections/action-plans/projection.ts';
import { presentActionPlanRow } from '../follow-up/action-plan.ts';
import { presentHotel, presentHotelForAgent } from '../hotels/presenter.ts';
import { presentInspectionType, presentSelfServeType } from '../inspection-types/presenter.ts';
import { presentInspectionState } from '../inspections/presenter.ts';
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
export function pushAudience(readModels: ReadModels, clock: Clock): PushAudience<CurrentUser> {
  return {
    forBatch() {
      const memo = new Map<string, Promise<unknown>>();
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
        const shaped = await shapeFor(readModels, once, viewer, notice.collection, doc, notice.version, now);
        return shaped === null ? null : ({ ...change, doc: shaped } satisfies ChangePush);
      };
    },
  };
}

/** The document as the viewer's own GET of it answers, or null where that GET answers 404 or 403. */
async function shapeFor(
  readModels: ReadModels,
  once: Lookup,
  viewer: CurrentUser,
  collection: string,
  doc: unknown,
  version: number,
  now: Date,
): Promise<unknown> {
  const hotelName = (id: string | null) =>
    id
      ? once(`hotelName:${id}`, async () => {
          const hotel = await hotelQueries(readModels).byId(id);
          return hotel?.name ?? '';
        })
      : Promise.resolve(null);
  // With its version, as the GET reads it from the stored document.
  doc = { ...(doc as object), _version: version };
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
      // The same for everyone who may open it: presented once per batch (a batch has one notice per
      // document) however many watch.
      return once(`state:${inspection._id}`, async () => {
        const userIds = [
          inspection.userId,
          inspection.lastEditedBy.userId,
          inspection.agentEndTimeSetBy,
          inspection.adminEndTimeSetBy,
        ].filter((id): id is string => !!id);
        const names = new Map(
          await Promise.all(
            [...new Set(userIds)].map(async (id) => {
              const name = await once(`userName:${id}`, async () => {
                const user = await userQueries(readModels).byId(id);
                return user?.name;
              });
              return [id, name] as [string, string | undefined];
            }),
          ),
        );
        const known = new Map(
          [...names].filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return presentInspectionState(inspection, (await hotelName(inspection.hotelId)) ?? '', known);
      });
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
      return presentActionPlanRow(plan, hotel, names, now.toISOString().slice(0, 10));
    }
    case 'safeQDays': {
      // The Safe Q reports are the entity's admins': they are told which day changed, and its figures, so
      // an open report of that week loads again (src-web/scenes/SafeQ/use-safeq-live.ts).
      const day = doc as SafeQDayDocument;
      if (!ADMIN_ROLES.includes(viewer.role)) return null;
      if (!mayAdministerHotel(viewer, { _id: day.hotelId, organizationId: day.organizationId })) return null;
      return { id: day._id, hotelId: day.hotelId, day: day.day, week: day.week, figures: day.figures };
    }
    default:
      return null;
  }
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
    }
  }
  return false;
}
