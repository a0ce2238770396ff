import type { Server, Socket } from 'socket.io';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { resolveUser, SESSION_COOKIE } from '../auth/current-user.ts';
import { mayAccessInspection, mayAdministerHotel } from '../auth/tenancy.ts';
import type { SessionStore } from '../auth/session-store.ts';
import { API_ERRORS } from '../http/api-error.ts';
import type { RoomAuthorizer } from './hub.ts';

/**
 * A socket connects only with a valid session cookie from our own origin; it then sits in its user's room,
 * through which a sign-out or deactivation reaches it.
 */
export function authenticateSockets(
  io: Server,
  sessions: SessionStore,
  readModels: ReadModels,
  publicUrl: () => string,
): void {
  io.use(async (socket, next) => {
    // Our own origin is PUBLIC_URL's only: the Host header is the client's to choose, so it proves nothing.
    const origin = socket.handshake.headers.origin;
    if (origin && origin !== new URL(publicUrl()).origin) return next(new Error(API_ERRORS.forbidden));
    const user = await resolveUser(
      sessions,
      readModels,
      cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE),
    ).catch(() => null);
    if (!user) return next(new Error(API_ERRORS.invalidSession));
    socket.data.userId = user.id;
    socket.data.sessionId = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    await socket.join(`user:${user.id}`);
    next();
  });
}

/** Who may watch which room; the user is read again at every join, so a changed role counts at once. */
export function roomAuthorizer(sessions: SessionStore, readModels: ReadModels): RoomAuthorizer {
  return async (socket: Socket, room) => {
    const user = await resolveUser(sessions, readModels, socket.data.sessionId as string | undefined);
    if (!user) return false;
    switch (room.kind) {
      case 'user':
        return room.id === user.id;
      case 'org':
        return user.role === 'superUser' || (user.organizationId === room.id && user.role !== 'user');
      case 'hotel': {
        const hotel = await readModels.collection<HotelDocument>('hotels').findOne({ _id: room.id });
        // Agents watch the entities they work at; admins those they administer.
        return (
          !!hotel &&
          (mayAdministerHotel(user, hotel) ||
            (user.organizationId === hotel.organizationId && user.hotelIds.includes(hotel._id)))
        );
      }
      case 'inspections': {
        // An entity's inspection list: its admins only.
        const hotel = await readModels.collection<HotelDocument>('hotels').findOne({ _id: room.id });
        return !!hotel && mayAdministerHotel(user, hotel);
      }
      case 'inspection': {
        // Those who may open the inspection: its organization's admins in scope, its agents.
        const inspection = await readModels
          .collection<InspectionDocument>('inspections')
          .findOne({ _id: room.id });
        return !!inspection && mayAccessInspection(user, inspection);
      }
      default:
        // Dashboards get their own check with their resource.
        return false;
    }
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
