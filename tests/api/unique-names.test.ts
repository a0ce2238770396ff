import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHiddenCharacters, uniqueKey } from '../../src-domain/shared/unique-values.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Unique values (entity names, e-mails) have one normalisation (trim, Unicode NFC, case-fold), refuse
 * invisible characters, and never tell one organization about another's.
 */
describe('unique names', () => {
  let server: TestServer;
  let demo: ApiClient;
  let nordic: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    demo = new ApiClient(server.url);
    nordic = new ApiClient(server.url);
    expect((await demo.login('company@demo.test')).status).toBe(200);
    expect((await nordic.login('nordic-company@demo.test')).status).toBe(200);
  });
  afterAll(() => server?.close());

  const createHotel = (client: ApiClient, name: string) =>
    client.request<{ id: string; name: string }>('POST', '/api/admin/hotels', { name });

  describe('entity names within an organization', () => {
    it.each([
      ['the same name', 'Hotel Solvik'],
      ['other case and surrounding spaces', ' hotel solvik '],
      ['a no-break space inside', 'Hotel\u00a0Solvik'],
    ])('collide with %s: entities.nameTaken, named on the name field', async (_, name) => {
      expect(await createHotel(demo, name)).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken', errors: { name: 'entities.nameTaken' } },
      });
    });

    it('collide when one spells å composed (NFC) and the other decomposed (NFD)', async () => {
      const composed = 'Hotel \u00c5sgården';
      const decomposed = composed.normalize('NFD');
      expect(decomposed).not.toBe(composed);
      expect(await createHotel(demo, composed)).toMatchObject({ status: 201 });
      expect(await createHotel(demo, decomposed)).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken' },
      });
      expect(await createHotel(demo, 'HOTEL ÅSGÅRDEN')).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken' },
      });
    });

    it('a rename to the same name in another spelling keeps the name reserved', async () => {
      const created = await createHotel(demo, 'Hotel Kustlinjen');
      expect(
        await demo.request('PUT', `/api/admin/hotels/${created.body.id}`, { name: 'HOTEL KUSTLINJEN' }),
      ).toMatchObject({ status: 200, body: { name: 'HOTEL KUSTLINJEN' } });
      expect(await createHotel(demo, 'Hotel Kustlinjen')).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken' },
      });
    });
  });

  describe('entity names across organizations', () => {
    it('the same name in another organization is accepted, so nothing says the other one exists', async () => {
      expect(await createHotel(nordic, 'Hotel Solvik')).toMatchObject({
        status: 201,
        body: { name: 'Hotel Solvik' },
      });
      // ...and is then taken in that organization.
      expect(await createHotel(nordic, 'hotel solvik')).toMatchObject({
        status: 400,
        body: { msg: 'entities.nameTaken' },
      });
    });
  });

  describe('names with control or invisible characters', () => {
    it.each([
      ['a NUL character', '\u0000'],
      ['a NUL inside a name', 'Hotel\u0000Solvik'],
      ['a trailing zero-width space', 'Hotel Solvik\u200b'],
      ['a zero-width joiner', 'Hotel\u200dSolvik'],
      ['a right-to-left override', 'Hotel \u202eSolvik'],
      ['a bidi isolate', 'Hotel \u2066Solvik\u2069'],
      ['a byte-order mark inside', 'Hotel\ufeffSolvik'],
      ['a soft hyphen', 'Hotel Sol\u00advik'],
      ['a new line', 'Hotel\nSolvik'],
      ['a Hangul filler', 'Hotel Solvik\u3164'],
    ])('are refused with errors.hiddenCharacters: %s', async (_, name) => {
      expect(await createHotel(demo, name)).toMatchObject({
        status: 400,
        body: { msg: 'errors.hiddenCharacters', errors: { name: 'errors.hiddenCharacters' } },
      });
    });

    it('are refused in a rename too', async () => {
      const created = await createHotel(demo, 'Hotel Ren');
      expect(
        await demo.request('PUT', `/api/admin/hotels/${created.body.id}`, { name: 'Hotel Ren\u200b' }),
      ).toMatchObject({ status: 400, body: { msg: 'errors.hiddenCharacters' } });
    });

    it('are refused for organizations, module types, inspection types and users too', async () => {
      const superUser = new ApiClient(server.url);
      expect((await superUser.login('super@demo.test')).status).toBe(200);
      const hidden = 'Look\u200balike';
      const refused = { status: 400, body: { msg: 'errors.hiddenCharacters' } };
      expect(await superUser.request('POST', '/api/admin/organizations', { name: hidden })).toMatchObject(
        refused,
      );
      expect(
        await superUser.request('POST', '/api/admin/inspection-module-types', { name: hidden }),
      ).toMatchObject(refused);
      expect(await demo.request('POST', '/api/admin/inspection-types', { name: hidden })).toMatchObject(
        refused,
      );
      const user = await demo.request('POST', '/api/admin/users', {
        name: hidden,
        email: 'look-alike@demo.test',
        role: 'user',
      });
      expect(user).toMatchObject({ status: 400, body: { errors: { name: 'errors.hiddenCharacters' } } });
    });
  });

  describe('e-mail addresses (unique across the product: sign-in is by e-mail)', () => {
    const newUser = (email: string, hotelId: string) => ({
      name: 'Nils Ny',
      email,
      agentCode: 'A-900',
      role: 'user',
      password: 'a long enough password',
      passwordRepeat: 'a long enough password',
      hotelIds: [hotelId],
    });
    const firstHotel = async (client: ApiClient) =>
      (await client.request<Array<{ id: string }>>('GET', '/api/admin/hotels')).body[0]!.id;

    it('an address another organization uses answers a neutral key, the same as one of the own organization', async () => {
      const foreign = await nordic.request(
        'POST',
        '/api/admin/users',
        newUser('agent@demo.test', await firstHotel(nordic)),
      );
      const own = await demo.request(
        'POST',
        '/api/admin/users',
        newUser('agent@demo.test', await firstHotel(demo)),
      );
      expect(foreign).toMatchObject({ status: 400, body: { msg: 'users.emailUnavailable' } });
      expect(own.status).toBe(foreign.status);
      expect(own.body).toEqual(foreign.body);
    });
  });

  describe('the normalisation', () => {
    it('trims, folds white space, composes (NFC) and folds case', () => {
      expect(uniqueKey('  Hotel   Solvik ')).toBe('hotel solvik');
      expect(uniqueKey('Hotel A\u030asa')).toBe(uniqueKey('hotel \u00e5sa'));
      expect(uniqueKey('Straße')).toBe(uniqueKey('STRASSE'));
      expect(uniqueKey('ΟΔΟΣ')).toBe(uniqueKey('οδος'));
    });
    it('finds hidden characters but not ordinary letters, accents or spaces', () => {
      expect(hasHiddenCharacters('Hôtel Ålesund – Nord')).toBe(false);
      expect(hasHiddenCharacters('Hotel\u00a0Solvik')).toBe(false);
      expect(hasHiddenCharacters('x\u200by')).toBe(true);
      expect(hasHiddenCharacters('x\u0085y')).toBe(true);
    });
  });
});
