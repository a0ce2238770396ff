import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { type ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

interface ModuleType {
  id: string;
  name: string;
}

describe('module type names by language', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const list = async (language?: string) =>
    (
      await as.superUser.request<ModuleType[]>(
        'GET',
        `/api/admin/inspection-module-types${language ? `?languageShortCode=${language}` : ''}`,
      )
    ).body;

  it('answers each name in the asked language, Swedish by default, its own where none is given', async () => {
    const names = (types: ModuleType[]) => types.map((t) => t.name);
    expect(names(await list())).toContain('Gästrum');
    expect(names(await list('de_DE'))).toContain('Gästezimmer');
    expect(names(await list('fi_FI'))).toContain('Vierashuone');
    expect(names(await list('en_US'))).toContain('Guest Room');
  });

  it('sets the name of the language it is sent with, leaving the others', async () => {
    const created = await as.superUser.request<ModuleType>('POST', '/api/admin/inspection-module-types', {
      name: 'Spa',
      classification: 'accommodation',
      area: 'gym',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const renamed = await as.superUser.request<ModuleType>(
      'PUT',
      `/api/admin/inspection-module-types/${id}?languageShortCode=de_DE`,
      { name: 'Wellness' },
    );
    expect(renamed.body.name).toBe('Wellness');
    const byId = async (language: string) => (await list(language)).find((t) => t.id === id)!.name;
    expect(await byId('de_DE')).toBe('Wellness');
    expect(await byId('sv_SE')).toBe('Spa');
    expect(await byId('fr_FR')).toBe('Spa');
    // A copy is named anew, without the source's translations.
    const copy = await as.superUser.request<ModuleType>(
      'POST',
      `/api/admin/inspection-module-types/${id}/copy`,
      { name: 'Spa 2' },
    );
    expect((await list('de_DE')).find((t) => t.id === copy.body.id)!.name).toBe('Spa 2');
  });
});
