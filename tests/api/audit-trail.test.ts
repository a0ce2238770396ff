import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '../../src-projections/audit-trail/audit-item.ts';
import { contextCollectionOf } from '../../src-projections/registry.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { parseCsv } from '../../src-api/audit-trail/csv-read.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { keptAndRebuilt } from '../support/kept-and-rebuilt.ts';
import { linkedNames } from '../../src-api/audit-trail/linked-names.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';

interface Page {
  items: AuditItem[];
  nextCursor: string | null;
}

describe('audit trail', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let nordic: ApiClient;
  const trail = (client: ApiClient, query: Record<string, string | number> = {}) =>
    client.request<Page>(
      'GET',
      `/api/admin/audit-trail?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
  /** Every page of a query, walked with the cursor. */
  const walk = async (client: ApiClient, query: Record<string, string | number>) => {
    const items: AuditItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: Awaited<ReturnType<typeof trail>> = await trail(client, {
        ...query,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.status).toBe(200);
      items.push(...answer.body.items);
      cursor = answer.body.nextCursor;
      pages++;
    } while (cursor);
    return { items, pages };
  };
  const download = async (client: ApiClient, query: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/admin/audit-trail/export?${new URLSearchParams(query)}`, {
      headers: { cookie: client.sessionCookie },
    });
    return {
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
      exportId: response.headers.get('x-audit-export-id'),
      manifestPath: response.headers.get('x-audit-export-manifest'),
      type: response.headers.get('content-type'),
    };
  };
  /** The context documents (who someone was, an answer's current values) kept beside the entries. */
  const contextDocuments = () => {
    const { container } = server.runtime;
    const physical = container
      .get(TOKENS.engine)
      .status()
      .find((s) => s.name === 'auditTrail')!.physical;
    return container
      .get(TOKENS.readStore)
      .collection(contextCollectionOf(physical))
      .find({}, { sort: { _id: 1 } });
  };
  const answerPath = (what: string) => {
    const { id, module, question } = f.solvikInspection;
    return `/api/inspections/${id}/modules/${module}/questions/${question}/${what}`;
  };

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    nordic = new ApiClient(server.url);
    await nordic.login('nordic-company@demo.test');
    // The agent scores a question twice and comments it; at Bryggen, another organization, one answer too.
    for (const body of [{ score: 1 }, { score: 3, comment: 'Fin entré' }])
      expect((await as.user.request('POST', answerPath('score'), body)).status).toBe(200);
    const hostile = '=HYPERLINK("http://evil.test","x")';
    expect((await as.user.request('POST', answerPath('comment'), { comment: hostile })).status).toBe(200);
    const b = f.bryggenInspection;
    const superAnswer = await as.superUser.request(
      'POST',
      `/api/inspections/${b.id}/modules/${b.module}/questions/${b.question}/score`,
      { score: 2 },
    );
    expect(superAnswer.status).toBe(200);
  });
  afterAll(() => server.close());

  it("tells an answer's history: who (name and role then), where (entity, module, question in the viewer's language), old and new", async () => {
    const { id, question } = f.solvikInspection;
    const answer = await trail(as.companyAdmin, {
      inspectionId: id,
      questionId: question,
      languageShortCode: 'sv_SE',
    });
    expect(answer.status).toBe(200);
    const [comment, second, first] = answer.body.items;
    expect(answer.body.items).toHaveLength(3);
    expect(first).toMatchObject({
      kind: 'answer',
      eventType: 'QuestionScored',
      actor: { id: f.demoAgent, name: 'Anders Agent', role: 'user' },
      hotel: { id: f.solvik, name: 'Hotel Solvik' },
      inspectionId: id,
      module: { id: f.solvikInspection.module },
      question: { id: question },
      changes: [{ field: 'score', from: null, to: 1 }],
    });
    expect(first!.question!.text.length).toBeGreaterThan(0);
    expect(first!.module!.name.length).toBeGreaterThan(0);
    expect(second!.changes).toEqual([
      { field: 'score', from: 1, to: 3 },
      { field: 'comment', from: null, to: 'Fin entré' },
    ]);
    expect(comment).toMatchObject({
      kind: 'comment',
      changes: [{ field: 'comment', from: 'Fin entré', to: '=HYPERLINK("http://evil.test","x")' }],
    });
    expect(Date.parse(first!.occurredAt)).toBeLessThanOrEqual(Date.parse(second!.occurredAt));
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the inspection each entry concerns by its type and start, for the readers who may see it', async () => {
    const { id } = f.solvikInspection;
    const live = (await inspectionQueries(readModelsOf(server)).byId(id))!;
    const expected = {
      id,
      name: `${live.inspectionType.name}, ${live.startDate} ${live.startHour}`,
      reportType: live.inspectionType.reportType,
      submitted: !!live.agentEndTime,
    };
    // The entity alone does not say which inspection: it has one every week.
    for (const reader of [as.companyAdmin, as.hotelAdmin, as.superUser]) {
      const items = (await walk(reader, { inspectionId: id })).items;
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) expect(item.inspection).toEqual(expected);
    }
    // Another organization's reader: their own inspections are named, never this one, in any entry.
    const other = (await walk(nordic, {})).items;
    expect(other.find((i) => i.inspectionId === f.bryggenInspection.id)!.inspection).toMatchObject({
      id: f.bryggenInspection.id,
    });
    expect(JSON.stringify(other)).not.toContain(id);
  });

  it('does not name an inspection to a reader of another organization or entity, though a page holds its id', async () => {
    const { id } = f.solvikInspection;
    const entries = (await readModelsOf(server)
      .collection('auditTrail')
      .find({ inspectionId: id })) as AuditEntryDocument[];
    expect(entries.length).toBeGreaterThan(0);
    const readModels = readModelsOf(server);
    const named = (reader: Parameters<typeof linkedNames>[1]) =>
      linkedNames(entries, reader, 'en_US', readModels).then((links) => links.inspections.get(id));
    expect(await named({ role: 'companyAdmin', organizationId: f.demoOrg, hotelIds: [] })).toBeDefined();
    expect(
      await named({ role: 'hotelAdmin', organizationId: f.demoOrg, hotelIds: [f.solvik] }),
    ).toBeDefined();
    // Another organization's admin, and an admin of another entity of the same organization: no name.
    expect(await named({ role: 'companyAdmin', organizationId: f.nordicOrg, hotelIds: [] })).toBeUndefined();
    expect(
      await named({ role: 'hotelAdmin', organizationId: f.demoOrg, hotelIds: [f.fjallbacka] }),
    ).toBeUndefined();
  });

  it('pages by cursor, newest first, each entry once, the same as one long page', async () => {
    const whole = await trail(as.superUser, { limit: 200 });
    const walked = await walk(as.superUser, { limit: 7 });
    expect(walked.pages).toBeGreaterThan(3);
    expect(walked.items.map((i) => i.position)).toEqual(
      whole.body.items
        .map((i) => i.position)
        .concat(walked.items.slice(200).map((i) => i.position))
        .slice(0, walked.items.length),
    );
    expect(new Set(walked.items.map((i) => i.position)).size).toBe(walked.items.length);
    const keys = walked.items.map((i) => `${i.occurredAt}|${String(i.position).padStart(16, '0')}`);
    expect([...keys].sort().reverse()).toEqual(keys);
  });

  it('filters by kind, user, entity, inspection and time range', async () => {
    const answers = await walk(as.companyAdmin, { kind: 'answer', limit: 50 });
    expect(answers.items.length).toBeGreaterThan(0);
    expect(answers.items.every((i) => i.kind === 'answer')).toBe(true);
    const byAgent = await walk(as.companyAdmin, { userId: f.demoAgent });
    expect(byAgent.items.length).toBeGreaterThanOrEqual(3);
    expect(byAgent.items.every((i) => i.actor?.id === f.demoAgent)).toBe(true);
    const atSolvik = await walk(as.companyAdmin, { hotelId: f.solvik });
    expect(atSolvik.items.every((i) => i.hotel?.id === f.solvik)).toBe(true);
    const all = (await walk(as.superUser, {})).items;
    const middle = all[Math.floor(all.length / 2)]!;
    const ranged = await walk(as.superUser, { from: middle.occurredAt, to: all[0]!.occurredAt });
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(
      ranged.items.every((i) => i.occurredAt >= middle.occurredAt && i.occurredAt < all[0]!.occurredAt),
    ).toBe(true);
    expect(ranged.items.map((i) => i.position)).toEqual(
      all
        .filter((i) => i.occurredAt >= middle.occurredAt && i.occurredAt < all[0]!.occurredAt)
        .map((i) => i.position),
    );
  });

  it('scopes by role: superUser all, companyAdmin their organization, hotelAdmin their entities, agents none', async () => {
    const everything = (await walk(as.superUser, {})).items;
    const company = (await walk(as.companyAdmin, {})).items;
    const hotel = (await walk(as.hotelAdmin, {})).items;
    const other = (await walk(nordic, {})).items;
    const demoOrg = f.demoOrg;
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((i) => i.organizationId === demoOrg)).toBe(true);
    expect(other.every((i) => i.organizationId === f.nordicOrg)).toBe(true);
    expect(other.some((i) => i.inspectionId === f.bryggenInspection.id)).toBe(true);
    expect(hotel.length).toBeGreaterThan(0);
    expect(hotel.every((i) => i.hotel?.id === f.solvik)).toBe(true);
    expect(everything.length).toBeGreaterThan(company.length + other.length - 1);
    // Another organization's entity or inspection: an empty page, as if it had no history.
    expect((await trail(as.companyAdmin, { hotelId: f.bryggen })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await trail(as.hotelAdmin, { hotelId: f.fjallbacka })).body.items).toEqual([]);
    expect((await trail(nordic, { inspectionId: f.solvikInspection.id })).body.items).toEqual([]);
    expect((await trail(as.user)).status).toBe(403);
    expect((await trail(as.anon)).status).toBe(401);
    expect((await download(as.user, { format: 'csv' })).status).toBe(403);
  });

  it('refuses bad filters with their keys', async () => {
    expect((await trail(as.superUser, { kind: 'everything' })).body).toMatchObject({
      msg: 'errors.validation',
    });
    expect((await trail(as.superUser, { from: 'yesterday' })).body).toMatchObject({
      msg: 'auditTrail.invalidTime',
    });
    expect(
      (await trail(as.superUser, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).body,
    ).toMatchObject({ msg: 'auditTrail.invalidRange' });
    expect((await trail(as.superUser, { cursor: 'x' })).status).toBe(400);
    expect((await trail(as.superUser, { limit: 1000 })).status).toBe(400);
    expect((await trail(as.superUser, { sort: 'asc' })).body).toMatchObject({ msg: 'errors.unknownField' });
    expect((await download(as.superUser, { format: 'pdf' })).status).toBe(400);
  });

  it('exports CSV, JSON Lines and xlsx equal to the screen, each with a manifest whose hash is the file’s, and records each export', async () => {
    const query = { inspectionId: f.solvikInspection.id, languageShortCode: 'en_US' };
    const screen = (await walk(as.companyAdmin, { ...query, limit: 2 })).items;

    const jsonl = await download(as.companyAdmin, { ...query, format: 'jsonl' });
    expect(jsonl.status).toBe(200);
    const lines = jsonl.bytes
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditItem);
    expect(lines).toEqual(screen);

    const csv = await download(as.companyAdmin, { ...query, format: 'csv' });
    expect(csv.type).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.bytes.toString('utf8'));
    const column = (name: string) => header!.indexOf(name);
    const cell = (value: unknown) =>
      value === null
        ? ''
        : typeof value === 'string'
          ? value
          : typeof value === 'number'
            ? String(value)
            : JSON.stringify(value);
    const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    const expectedRows = screen.flatMap((item) =>
      (item.changes.length ? item.changes : [{ field: '', from: null, to: null }]).map((c) => [
        String(item.position),
        item.actor?.name ?? '',
        item.question?.text ?? '',
        c.field,
        inert(cell(c.from)),
        inert(cell(c.to)),
      ]),
    );
    expect(
      rows.map((r) =>
        ['position', 'actorName', 'question', 'field', 'from', 'to'].map((name) => r[column(name)]!),
      ),
    ).toEqual(expectedRows);

    const xlsx = await download(as.companyAdmin, { ...query, format: 'xlsx' });
    const sheet = (await readWorkbook(xlsx.bytes))['audit-trail']!;
    expect(sheet[0]).toEqual(header);
    expect(sheet.slice(1).map((r) => r[column('position')])).toEqual(rows.map((r) => r[column('position')]));
    expect(sheet.slice(1).map((r) => r[column('to')])).toContain('=HYPERLINK("http://evil.test","x")');

    for (const file of [jsonl, csv, xlsx]) {
      const manifest = await as.companyAdmin.request<Record<string, unknown>>('GET', file.manifestPath!);
      expect(manifest.status).toBe(200);
      expect(manifest.body).toMatchObject({
        exportId: file.exportId,
        count: screen.length,
        firstPosition: Math.min(...screen.map((i) => i.position)),
        lastPosition: Math.max(...screen.map((i) => i.position)),
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        bytes: file.bytes.length,
        filters: query,
        chainHeads: [{ stream: screen[0]!.stream, version: screen[0]!.streamVersion, hash: screen[0]!.hash }],
      });
      // Another organization's admin, and an agent, cannot read it.
      expect((await nordic.request('GET', file.manifestPath!)).status).toBe(404);
      expect((await as.user.request('GET', file.manifestPath!)).status).toBe(403);
    }
    const exports = (await walk(as.companyAdmin, { kind: 'export' })).items;
    expect(exports.map((e) => e.subjectId)).toEqual(
      expect.arrayContaining([jsonl.exportId, csv.exportId, xlsx.exportId]),
    );
    expect(exports[0]!.actor).toMatchObject({ name: expect.any(String), role: 'companyAdmin' });
  });

  it('records an export as its figures (format, filters, entries) and names the entity and user it was filtered by', async () => {
    const filters = { hotelId: f.solvik, userId: f.demoAgent, languageShortCode: 'de_DE' };
    const file = await download(as.companyAdmin, { ...filters, format: 'xlsx' });
    expect(file.status).toBe(200);
    const manifest = await as.companyAdmin.request<{ count: number }>('GET', file.manifestPath!);
    const entries = (
      await walk(as.companyAdmin, { kind: 'export', languageShortCode: 'de_DE' })
    ).items.filter((item) => item.subjectId === file.exportId);
    // Values a screen can word, never a sentence made of parameter names ("xlsx userId=…") or "xlsx: 404".
    expect(entries.flatMap((item) => item.changes.map((c) => [c.field, c.from, c.to]))).toEqual(
      expect.arrayContaining([
        ['exportStarted', null, { format: 'xlsx', filters }],
        ['export', null, { format: 'xlsx', count: manifest.body.count }],
      ]),
    );
    const started = entries.find((item) => item.changes[0]!.field === 'exportStarted')!;
    expect(started.names).toMatchObject({ [f.solvik]: 'Hotel Solvik', [f.demoAgent]: 'Anders Agent' });
  });

  it('makes every formula-like text inert in CSV: = + - @ tab and carriage return', async () => {
    const hostile = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1'];
    for (const comment of hostile)
      expect((await as.user.request('POST', answerPath('comment'), { comment })).status).toBe(200);
    const csv = await download(as.companyAdmin, {
      format: 'csv',
      inspectionId: f.solvikInspection.id,
      kind: 'comment',
    });
    const [header, ...rows] = parseCsv(csv.bytes.toString('utf8'));
    const to = rows.map((r) => r[header!.indexOf('to')]!);
    for (const text of hostile) expect(to).toContain(`'${text}`);
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps no secret: no password or token hash in the read model', async () => {
    // A reset request and an e-mail change both write token hashes into the log.
    await as.anon.request('POST', '/api/sessions/request-password-reset', { email: 'agent@demo.test' });
    // The request is answered before it is recorded (its answer must not tell whether the address exists).
    const read = async () => JSON.stringify(await readModelsOf(server).collection('auditTrail').find({}));
    let raw = await read();
    for (let tries = 0; !raw.includes('passwordResetRequested') && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      raw = await read();
    }
    expect(raw).toContain('passwordResetRequested');
    expect(raw).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    // Nor in the context documents kept beside the entries.
    const contexts = await contextDocuments();
    expect(contexts.length).toBeGreaterThan(0);
    expect(JSON.stringify(contexts)).not.toMatch(/passwordHash|tokenHash|\$argon2/);
  });

  it('gives the same documents when rebuilt from the log as kept up event by event', async () => {
    const documents = () =>
      readModelsOf(server)
        .collection('auditTrail')
        .find({}, { sort: { _id: 1 } });
    const both = async () => ({ entries: await documents(), contexts: await contextDocuments() });
    const { kept, rebuilt } = await keptAndRebuilt(server, ['auditTrail'], both);
    expect(kept.entries.length).toBeGreaterThan(50);
    expect(kept.contexts.some((doc) => doc._id.startsWith('ctx:user:'))).toBe(true);
    expect(rebuilt).toEqual(kept);
  });
});
