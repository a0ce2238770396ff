import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimits } from '../../src-api/auth/rate-limits.ts';
import { publicDashboardRooms } from '../../src-api/dashboards/public-rooms.ts';
import { room } from '../../src-domain/shared/rooms.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { embeddedStores } from '../support/embedded-stores.ts';
import { FlakyReadStore } from '../support/flaky-stores.ts';
import { ManualClock } from '../support/manual-clock.ts';

describe('public dashboard rooms nobody watches', () => {
  let stores: ReturnType<typeof embeddedStores>;
  beforeEach(() => {
    stores = embeddedStores();
  });
  afterEach(() => stores.close());

  it('compute no view for a batch that touched them: no read of the dashboard, its entity or its figures', async () => {
    // Not attached to an HTTP server: no sockets at all, nothing to close.
    const io = new Server();
    const store = new FlakyReadStore(stores.readStore);
    const rooms = publicDashboardRooms(new ReadModels(store, 0), new ManualClock(), new RateLimits(), false);
    const uuid = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    const before = store.calls;
    await rooms.deliver(io, [
      {
        collection: 'dashboardFigures',
        id: 'hotel-1',
        version: 2,
        previousVersion: 1,
        position: 10,
        doc: { _id: 'hotel-1' },
        rooms: [room('dashboard', uuid)],
      },
    ]);
    expect(store.calls - before).toBe(0);
  });
});
