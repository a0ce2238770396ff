import type { Server, Socket } from 'socket.io';
import { CHANGE, REVOKED, type ChangePush, type RevokedPush } from '../../src-domain/shared/push-protocol.ts';
import { parseRoom, room } from '../../src-domain/shared/rooms.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import type { DashboardFiguresDocument } from '../../src-projections/dashboards/figures-projection.ts';
import type { DashboardDocument } from '../../src-projections/dashboards/projection.ts';
import { dashboardQueries } from '../../src-projections/dashboards/queries.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { PublicRooms } from '../realtime/hub.ts';
import { dashboardView } from './public-view.ts';
import { DASHBOARD_UUID } from './schema.ts';

/** The collection name a view's push carries: the view is one document, by its uuid. */
export const DASHBOARD_VIEW_COLLECTION = 'dashboardViews';

/** The client's address: the first X-Forwarded-For hop when a trusted proxy sets it, else the peer's. */
export function socketAddress(socket: Pick<Socket, 'handshake'>, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : '';
  return trustProxy && first ? first : socket.handshake.address;
}

/**
 * The public rooms `dashboard:<uuid>`: joined without a sign-in while the public GET answers the view, each
 * join counted per address. A batch that changes a dashboard, its entity's figures or the entity pushes each
 * concerned view once, as the public GET answers it now, in one message to its whole room; a view that
 * stopped (regenerated, removed, entity deleted or disabled) is told `revoked` and its sockets are ended.
 */
export function publicDashboardRooms(
  readModels: ReadModels,
  clock: Clock,
  rateLimits: RateLimits,
  trustProxy: boolean,
): PublicRooms {
  const dashboards = dashboardQueries(readModels);
  const end = (io: Server, uuid: string) => {
    const name = room('dashboard', uuid);
    io.to(name).emit(REVOKED, { room: name } satisfies RevokedPush);
    // After the message: engine.io writes what is buffered before it closes the connection.
    io.in(name).disconnectSockets(true);
  };
  return {
    isPublic: (kind) => kind === 'dashboard',

    async mayJoin(target, socket) {
      if (!DASHBOARD_UUID.test(target.id)) return false;
      if ((await rateLimits.dashboardRequest(socketAddress(socket, trustProxy))) !== null) return false;
      return (await dashboardView(readModels, target.id, clock.now())) !== null;
    },

    async deliver(io, notices) {
      // The views this batch changed, each with the batch's newest position for it.
      const moved = new Map<string, number>();
      const ended = new Set<string>();
      const touch = (uuid: string, notice: ChangeNotice) =>
        moved.set(uuid, Math.max(moved.get(uuid) ?? 0, notice.position));
      // Organizations whose entities' counts moved: their views that show the organization's figures.
      const organizations = new Map<string, ChangeNotice>();
      for (const notice of notices) {
        const uuids = notice.rooms.flatMap((name) => {
          const target = parseRoom(name);
          return target?.kind === 'dashboard' ? [target.id] : [];
        });
        if (notice.collection === 'dashboards') {
          if (notice.removed) uuids.forEach((uuid) => ended.add(uuid));
          else {
            const previous = (notice.doc as DashboardDocument).previousUuid;
            if (previous) ended.add(previous);
            uuids.forEach((uuid) => touch(uuid, notice));
          }
        } else if (notice.collection === 'dashboardFigures' && !notice.removed) {
          uuids.forEach((uuid) => touch(uuid, notice));
          const organizationId = (notice.doc as DashboardFiguresDocument | undefined)?.organizationId;
          if (organizationId) organizations.set(organizationId, notice);
        } else if (notice.collection === 'hotels') {
          // The entity's name shows on its views; turned off or deleted, they stop.
          const hotel = notice.doc as HotelDocument | undefined;
          for (const dashboard of await dashboards.ofHotel(notice.id)) {
            if (notice.removed || hotel?.dashboardEnabled !== true) ended.add(dashboard.uuid);
            else touch(dashboard.uuid, notice);
          }
        }
      }
      for (const [organizationId, notice] of organizations)
        for (const dashboard of await dashboards.showingOrganization(organizationId))
          touch(dashboard.uuid, notice);
      // Only the views a wall screen shows now: computing one reads its dashboard, entity and figures, and an
      // organization's answers touch every dashboard that shows its figures, most with no screen open. The
      // sockets are asked of the adapter: a projections-only process has none of its own.
      const shown = moved.size === 0 ? new Set<string>() : await watchedRooms(io, [...moved.keys()]);
      const now = clock.now();
      await Promise.all(
        [...moved].map(async ([uuid, position]) => {
          if (ended.has(uuid) || !shown.has(room('dashboard', uuid))) return;
          const view = await dashboardView(readModels, uuid, now);
          if (!view) return void ended.add(uuid);
          const push: ChangePush = {
            collection: DASHBOARD_VIEW_COLLECTION,
            id: uuid,
            version: view.version,
            // The push is the whole view: it needs no earlier one, so a screen never has a gap to fill.
            previousVersion: 0,
            position,
            doc: view,
          };
          io.to(room('dashboard', uuid)).emit(CHANGE, push);
        }),
      );
      for (const uuid of ended) end(io, uuid);
    },
  };
}

/** The rooms of these dashboards that hold a socket, on any replica. */
async function watchedRooms(io: Server, uuids: string[]): Promise<Set<string>> {
  const names = uuids.map((uuid) => room('dashboard', uuid));
  const sockets = await io.in(names).fetchSockets();
  return new Set(sockets.flatMap((socket) => [...socket.rooms]));
}
