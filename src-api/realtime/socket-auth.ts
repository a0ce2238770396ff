import type { Server } from 'socket.io';
import { isLocale } from '../../src-domain/shared/locales.ts';
import { room as roomName } from '../../src-domain/shared/rooms.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { SESSION_COOKIE, type CurrentUser } from '../auth/current-user.ts';
import { ADMIN_ROLES, mayAccessInspection, mayAdministerHotel } from '../auth/tenancy.ts';
import { sessionKey } from '../auth/session-store.ts';
import type { SignedInUsers } from '../auth/signed-in-users.ts';
import { API_ERRORS } from '../http/api-error.ts';
import type { AccessRecheck, RoomAccess } from './hub.ts';

/** The handshake a public dashboard view connects with: `io(url, { auth: PUBLIC_SOCKET_AUTH })`. */
export const PUBLIC_SOCKET_AUTH = { public: true } as const;

/** A server-only room (clients cannot name it) holding the sockets of one sign-in, so a sign-out ends them. */
export const signInRoom = (key: string) => `session:${key}`;

/**
 * A socket connects only with a valid session cookie from our own origin; it then sits in its user's room
 * (through which a role change, deactivation or password reset reaches it) and its sign-in's room (a
 * sign-out). It keeps the session's store key, not the cookie: socket data and handshakes travel through
 * the adapter (MongoDB across replicas), and a key read there cannot be replayed as a cookie.
 */
export function authenticateSockets(
  io: Server,
  signedIn: SignedInUsers,
  readModels: ReadModels,
  publicUrl: () => string,
): void {
  const access = socketAccess(signedIn, readModels);
  io.use(async (socket, next) => {
    // Our own origin is PUBLIC_URL's only: the Host header is the client's to choose, so it proves nothing.
    const origin = socket.handshake.headers.origin;
    if (origin && origin !== new URL(publicUrl()).origin) return next(new Error(API_ERRORS.forbidden));
    const cookie = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    // A copy without the cookie, so no fetchSockets answer carries it (the request itself is left alone).
    const { cookie: _cookie, ...headers } = socket.handshake.headers;
    socket.handshake.headers = headers;
    // A public wall dashboard's socket: no sign-in, any cookie ignored; it may join public rooms only
    // (RealtimeHub, PublicRooms), each join counted against its address's limit.
    if ((socket.handshake.auth as { public?: unknown } | undefined)?.public === true) {
      socket.data.signedOut = true;
      return next();
    }
    const key = cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? sessionKey(cookie) : undefined;
    socket.data.sessionKey = key;
    const user = await access.viewerOf(socket).catch(() => null);
    if (!user) return next(new Error(API_ERRORS.invalidSession));
    socket.data.userId = user.id;
    await socket.join([roomName('user', user.id), signInRoom(key!)]);
    next();
  });
}

/**
 * Who may watch which room: the one check for a join and for every re-check after a change. The user is
 * read again each time, so a changed role, link or assignment counts at once.
 */
export function socketAccess(signedIn: SignedInUsers, readModels: ReadModels): RoomAccess<CurrentUser> {
  const hotels = hotelQueries(readModels);
  return {
    async viewerOf(socket) {
      const key = socket.data.sessionKey as string | undefined;
      return key ? signedIn.byKey(key) : null;
    },

    async mayJoin(user, room) {
      switch (room.kind) {
        case 'user':
          return room.id === user.id;
        case 'org':
          // Its organization's admins; a hotelAdmin gets only what it administers there (push-audience.ts).
          return user.role === 'superUser' || (user.organizationId === room.id && user.role !== 'user');
        case 'hotel': {
          const hotel = await hotels.byId(room.id);
          // Agents watch the entities they work at; admins those they administer.
          return (
            !!hotel &&
            (mayAdministerHotel(user, hotel) ||
              (user.organizationId === hotel.organizationId && user.hotelIds.includes(hotel._id)))
          );
        }
        case 'inspections': {
          // An entity's inspection list: its admins only.
          const hotel = await hotels.byId(room.id);
          return !!hotel && mayAdministerHotel(user, hotel);
        }
        case 'inspection': {
          // Those who may open the inspection: its organization's admins in scope, its agents.
          const inspection = await inspectionQueries(readModels).byId(room.id);
          return !!inspection && mayAccessInspection(user, inspection);
        }
        case 'audit':
          // The audit trail's readers (GET /api/admin/audit-trail); each is pushed only its own scope's entries.
          return isLocale(room.id) && ADMIN_ROLES.includes(user.role);
        case 'catalogue':
          // The question catalogue is the superUser's (GET /api/admin/questions/:id).
          return isLocale(room.id) && user.role === 'superUser';
        default:
          // Dashboards get their own check with their resource.
          return false;
      }
    },

    recheck: accessChangeTracker(),
  };
}

/** How many inspections' access fields are remembered, so their every answer skips the re-check. */
const REMEMBERED_INSPECTIONS = 20_000;

/**
 * Which sockets may have lost a room through a committed batch: a user's own sockets (role, links,
 * deactivation: every room they are in), those watching an inspection whose access changed (its
 * assignment, entity), entity or organization. A removed inspection's or entity's rooms are emptied once
 * the removal is told. An inspection changes with every answer while who may open it rarely does: its room
 * is checked again only when its organization, entity or agent differ from what was last seen here (or
 * nothing was: a fresh process checks once).
 */
export function accessChangeTracker(): (notices: ChangeNotice[]) => AccessRecheck {
  const inspectionAccess = new Map<string, string>();
  const accessChanged = (notice: ChangeNotice) => {
    const doc = notice.doc as Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'>;
    const fingerprint = JSON.stringify([doc.organizationId, doc.hotelId, doc.userId]);
    const before = inspectionAccess.get(notice.id);
    inspectionAccess.delete(notice.id);
    inspectionAccess.set(notice.id, fingerprint);
    if (inspectionAccess.size > REMEMBERED_INSPECTIONS)
      inspectionAccess.delete(inspectionAccess.keys().next().value!);
    return before !== fingerprint;
  };
  return (notices) => {
    const recheck: AccessRecheck = { everyRoomOfSocketsIn: [], rooms: [], closeAfterPush: [] };
    for (const notice of notices) {
      const own = (kind: 'inspection' | 'hotel' | 'inspections' | 'org') => roomName(kind, notice.id);
      const rooms = notice.removed ? recheck.closeAfterPush : recheck.rooms;
      switch (notice.collection) {
        case 'users':
          recheck.everyRoomOfSocketsIn.push(roomName('user', notice.id));
          break;
        case 'inspections':
          if (notice.removed) {
            inspectionAccess.delete(notice.id);
            rooms.push(own('inspection'));
          } else if (accessChanged(notice)) rooms.push(own('inspection'));
          break;
        case 'hotels':
          rooms.push(own('hotel'), own('inspections'));
          break;
        case 'organizations':
          rooms.push(own('org'));
          break;
      }
    }
    return recheck;
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
