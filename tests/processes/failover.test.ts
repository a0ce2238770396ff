import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { LEASES } from '../../src-projections/lease.ts';
import { ReadModels } from '../../src-projections/read-models.ts';
import { OUTBOX, type OutboxEntry } from '../../src-jobs/mail/outbox.ts';
import { SqliteReadStore } from '../../src-projections/store/sqlite.ts';
import { isScored, type QuestionType } from '../../src-domain/shared/scales.ts';
import { eventually } from '../support/embedded-stores.ts';
import { startServerProcess } from '../support/server-process.ts';
import { ApiClient } from '../support/test-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const MAIN = fileURLToPath(new URL('../../src-server/main.ts', import.meta.url));
const ANSWERS = 40;
/** The holder's first starts of this projection fail (INSPECTA_TEST_FAIL_PROJECTION_START): ~6 to 12 s of backoff. */
const FAILING = { projection: 'hotels', times: 6 };
const RESETS = ['agent@demo.test', 'hotel@demo.test', 'company@demo.test', 'nordic-agent@demo.test'];

interface Ready {
  status: string;
  projections: Array<{ name: string; status: string }>;
}

/** `/api/health/ready` as the process at `base` answers it. */
async function ready(base: string): Promise<{ code: number; body: Ready }> {
  const response = await fetch(`${base}/api/health/ready`);
  return { code: response.status, body: (await response.json()) as Ready };
}

const statusOf = (body: Ready, name: string) => body.projections.find((p) => p.name === name)?.status;

interface Role {
  child: ChildProcess;
  owner: string;
  url: string | null;
  /** Where a process without the api role answers its health. */
  healthUrl: string | null;
  output: () => string;
  /** Resolves with the exit code and how long after `stop` it came. */
  stop: (signal: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
}

/** `npm start`'s process with the roles given, on the shared DATA_DIR; resolves once it has started. */
async function startRole(dataDir: string, roles: string, env: Record<string, string> = {}): Promise<Role> {
  const api = roles.includes('api');
  const { child, url, output } = await startServerProcess(['--import', 'tsx', MAIN], {
    DATA_DIR: dataDir,
    ROLES: roles,
    ...(api ? { PORT: '0' } : { HEALTH_PORT: '0' }),
    TOKEN_SECRET: 'the-failover-test-secret-of-32-characters',
    ...env,
  });
  const healthUrl = /Health on (http:\/\/localhost:\d+)/.exec(output())?.[1] ?? null;
  const stop = (signal: NodeJS.Signals) =>
    new Promise<{ code: number | null; ms: number }>((resolve) => {
      const started = performance.now();
      if (child.exitCode !== null || child.signalCode !== null)
        return resolve({ code: child.exitCode, ms: 0 });
      child.once('exit', (code) => resolve({ code, ms: performance.now() - started }));
      child.kill(signal);
    });
  return { child, owner: `${hostname()}-${child.pid}`, url, healthUrl, output, stop };
}

interface InspectionState {
  version: number;
  answers: Record<string, Record<string, { score: number }>>;
}

describe('several processes of different roles on one DATA_DIR', () => {
  const dir = tempDir('inspecta-processes-');
  const started: Role[] = [];
  const store = () => new SqliteReadStore(join(dir.path, 'readmodels.db'));
  let readStore: SqliteReadStore | null = null;
  const leaseOwners = async () =>
    Object.fromEntries(
      (await readStore!.collection<{ _id: string; owner: string; expiresAt: number }>(LEASES).find({})).map(
        (l) => [l._id, l],
      ),
    );
  afterAll(async () => {
    await Promise.all(started.map((role) => role.stop('SIGKILL')));
    await readStore?.close();
    dir.remove();
  });

  it(
    'a standby takes over projections and jobs after kill -9 of their holder, losing and repeating nothing; every role stops on SIGTERM',
    { timeout: 600_000 },
    async () => {
      // The projections and jobs holder first, its hotels projection failing to start a few times (retried
      // with backoff, reported failing until it starts). Then an api process that runs no projections: it
      // seeds the demo and answers only once the other process's read models have it. Then a second api
      // process and a standby.
      const begun = performance.now();
      const holder = await startRole(dir.path, 'projections,jobs', {
        INSPECTA_TEST_FAIL_PROJECTION_START: `${FAILING.projection}:${FAILING.times}`,
      });
      started.push(holder);
      const failing = await eventually(
        () => ready(holder.healthUrl!),
        (r) => statusOf(r.body, FAILING.projection) === 'failing',
        20_000,
      );
      expect(failing.code).toBe(503);
      expect(failing.body.status).toBe('degraded');
      const failingSeen = performance.now();
      const recovered = await eventually(
        () => ready(holder.healthUrl!),
        (r) => statusOf(r.body, FAILING.projection) === 'ok',
        60_000,
      );
      expect(recovered.code, JSON.stringify(recovered.body)).toBe(200);
      expect(recovered.body.status).toBe('ok');
      const failures = holder.output().match(/injected start failure of hotels \(\d+ left\)/g) ?? [];
      expect(failures).toHaveLength(FAILING.times);
      console.log(
        `${FAILING.projection}: ${failures.length} failed starts, seen failing then ok ${Math.round(performance.now() - failingSeen)} ms later`,
      );

      const api = await startRole(dir.path, 'api');
      started.push(api);
      console.log(`api process started (demo seeded) at ${Math.round(performance.now() - begun)} ms`);
      // One at a time, to keep each start's figure apart. Starting together on one DATA_DIR is proven by
      // tests/contract/read-store.sqlite-processes.test.ts (a write once met SQLITE_BUSY at once there).
      const otherApi = await startRole(dir.path, 'api');
      const standby = await startRole(dir.path, 'projections,jobs');
      started.push(otherApi, standby);
      console.log(`four processes started in ${Math.round(performance.now() - begun)} ms`);
      readStore = store();
      const owners = await leaseOwners();
      for (const name of ['projections', 'jobs', 'reactors'])
        expect(owners[name]?.owner, name).toBe(holder.owner);

      const admin = new ApiClient(api.url!);
      expect((await admin.login('company@demo.test')).status).toBe(200);
      const otherAdmin = new ApiClient(otherApi.url!);
      expect((await otherAdmin.login('company@demo.test')).status).toBe(200);
      // Read models by their logical names (the registry names each one's current collection).
      const models = new ReadModels(readStore);
      const solvik = (await models.collection<HotelDocument>('hotels').findOne({ name: 'Hotel Solvik' }))!;
      const type = (await models
        .collection<InspectionTypeDocument>('inspectionTypes')
        .findOne({ hotelId: solvik._id, name: 'Daily Safe Q' }))!;
      const created = await admin.request<{
        id: string;
        version: number;
        modules: Array<{
          id: string;
          clusters: Array<{ questions: Array<{ id: string; type: QuestionType }> }>;
        }>;
      }>('POST', '/api/admin/inspections', {
        hotel: solvik._id,
        inspectionType: type._id,
        // A day before the demo's Safe Q history: one round a day, and the demo holds the recent ones.
        startTime: '2026-09-14',
        startTimeHour: '08:00',
      });
      expect(created.status).toBe(201);
      const module = created.body.modules[0]!;
      const question = module.clusters.flatMap((c) => c.questions).find((q) => isScored(q.type))!;
      const path = `/api/inspections/${created.body.id}/modules/${module.id}/questions/${question.id}/score`;

      // Mail due while the holder dies: password resets, sent by whichever process holds the jobs lease.
      for (const email of RESETS)
        expect((await admin.request('POST', '/api/sessions/request-password-reset', { email })).status).toBe(
          200,
        );

      // A stream of answers (each one changes the score: one event each); the holder is killed halfway.
      const latencies: number[] = [];
      let killedAt = 0;
      let lastVersion = 0;
      for (let i = 0; i < ANSWERS; i++) {
        if (i === ANSWERS / 2) {
          await holder.stop('SIGKILL');
          killedAt = performance.now();
        }
        // Each api process in turn takes the answer; the other reads it back.
        const [writer, reader] = i % 2 === 0 ? [admin, otherAdmin] : [otherAdmin, admin];
        const sent = performance.now();
        const answered = await writer.request<InspectionState>('POST', path, { score: i % 2 });
        latencies.push(performance.now() - sent);
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
        // The api answers the read model as it holds the change (read your writes across processes) ...
        expect(answered.body.answers[module.id]![question.id]!.score).toBe(i % 2);
        // ... and the other api process, which runs no projections either, reads the same at once.
        const read = await reader.request<InspectionState>(
          'GET',
          `/api/inspections/${created.body.id}/state`,
        );
        expect(read.status).toBe(200);
        expect(read.body.version).toBe(answered.body.version);
        expect(read.body.answers[module.id]![question.id]!.score).toBe(i % 2);
        lastVersion = answered.body.version;
      }
      const takeOverMs = Math.max(...latencies.slice(ANSWERS / 2));
      console.log(
        `standby took over: first answer after kill -9 answered in ${Math.round(latencies[ANSWERS / 2]!)} ms, slowest after it ${Math.round(takeOverMs)} ms; kill to last answer ${Math.round(performance.now() - killedAt)} ms`,
      );
      expect(lastVersion).toBe(created.body.version + ANSWERS);
      const state = await admin.request<InspectionState>('GET', `/api/inspections/${created.body.id}/state`);
      expect(state.body.version).toBe(lastVersion);
      expect(state.body.answers[module.id]![question.id]!.score).toBe((ANSWERS - 1) % 2);
      const now = await leaseOwners();
      for (const name of ['projections', 'jobs', 'reactors'])
        expect(now[name]?.owner, name).toBe(standby.owner);

      // Every reset mailed once: one sent attempt per entry, one .eml per mail.
      const outbox = readStore.collection<OutboxEntry>(OUTBOX);
      const resets = async () =>
        (await outbox.find({})).filter(
          (entry) => entry.mail.template === 'passwordReset' || /reset/i.test(entry.reactor),
        );
      await eventually(
        async () => (await resets()).filter((entry) => entry.status === 'sent').length,
        (n) => n === RESETS.length,
        60_000,
      );
      for (const entry of await resets()) expect(entry.attempts.filter((a) => a.ok)).toHaveLength(1);
      const emls = readdirSync(join(dir.path, 'outbox')).filter((name) => name.endsWith('.eml'));
      expect(emls.filter((name) => /reset/i.test(name))).toHaveLength(RESETS.length);

      // SIGTERM: each exits 0 within 10 s; the standby releases its leases at once.
      for (const role of [api, otherApi, standby]) {
        const { code, ms } = await role.stop('SIGTERM');
        expect(code, role.output()).toBe(0);
        expect(ms).toBeLessThan(10_000);
        console.log(
          `${role === standby ? 'projections,jobs' : 'api'} stopped on SIGTERM in ${Math.round(ms)} ms`,
        );
      }
      const released = await leaseOwners();
      for (const name of ['projections', 'jobs', 'reactors']) expect(released[name]!.expiresAt, name).toBe(0);
      console.log(`the whole test took ${Math.round(performance.now() - begun)} ms`);
    },
  );
});
