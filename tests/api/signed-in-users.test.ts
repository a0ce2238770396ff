import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src-api/auth/session-store.ts';
import { SignedInUsers } from '../../src-api/auth/signed-in-users.ts';
import type { ChangeNotice } from '../../src-projections/projection.ts';
import { embeddedStores } from '../support/embedded-stores.ts';

describe('sign-ins kept a moment per process', () => {
  let stores: ReturnType<typeof embeddedStores>;
  afterEach(() => stores.close());

  const setUp = async () => {
    stores = embeddedStores();
    const users = stores.readStore.collection('users_v1');
    for (const [id, organizationId] of [
      ['u-1', 'org-a'],
      ['u-2', 'org-b'],
    ] as const)
      await users.insertOne({
        _id: id,
        name: `User ${id}`,
        email: `${id}@example.test`,
        role: 'user',
        organizationId,
        hotelIds: [],
        language: 'en_US',
      });
    const sessions = new SessionStore(stores.readStore);
    await sessions.init();
    let now = 0;
    const signedIn = new SignedInUsers(sessions, stores.readModels, () => now);
    return { users, sessions, signedIn, later: (ms: number) => (now += ms) };
  };
  const userChanged = (id: string) =>
    ({ collection: 'users', id, rooms: [], version: 2, position: 2 }) as unknown as ChangeNotice;

  it('answers each sign-in with its own user, whoever asked before', async () => {
    const { sessions, signedIn } = await setUp();
    const [one, two] = [await sessions.create('u-1'), await sessions.create('u-2')];
    expect((await signedIn.byCookie(one))?.organizationId).toBe('org-a');
    expect((await signedIn.byCookie(two))?.organizationId).toBe('org-b');
    expect((await signedIn.byCookie(one))?.id).toBe('u-1');
    expect(await signedIn.byCookie('x'.repeat(43))).toBeNull();
  });

  it('serves a role read a moment ago until the user changes or the moment passes', async () => {
    const { users, sessions, signedIn, later } = await setUp();
    const cookie = await sessions.create('u-1');
    expect((await signedIn.byCookie(cookie))?.role).toBe('user');
    await users.updateOne({ _id: 'u-1' }, { $set: { role: 'hotelAdmin' } });
    // Kept: the store was not asked again.
    expect((await signedIn.byCookie(cookie))?.role).toBe('user');
    signedIn.changed([userChanged('u-1')]);
    expect((await signedIn.byCookie(cookie))?.role).toBe('hotelAdmin');
    await users.updateOne({ _id: 'u-1' }, { $set: { role: 'deactivated' } });
    later(1000);
    expect(await signedIn.byCookie(cookie)).toBeNull();
    // A deactivated user's session is ended with it.
    expect(await sessions.resolve(cookie)).toBeNull();
  });

  it('forgets a sign-in the moment this process ends it, and only that one', async () => {
    const { sessions, signedIn } = await setUp();
    const [one, other] = [await sessions.create('u-1'), await sessions.create('u-1')];
    expect(await signedIn.byCookie(one)).not.toBeNull();
    expect(await signedIn.byCookie(other)).not.toBeNull();
    await sessions.destroy(one);
    expect(await signedIn.byCookie(one)).toBeNull();
    expect((await signedIn.byCookie(other))?.id).toBe('u-1');
    await sessions.destroyAllOf('u-1');
    expect(await signedIn.byCookie(other)).toBeNull();
  });
});
