import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ApiClient } from '../support/test-server.ts';
import { startServer } from './agents.ts';
import type { DashboardPlan, DashboardResult } from './dashboard-sockets.ts';
import { ms, percentile } from './figures.ts';

const GENERATOR = fileURLToPath(new URL('./dashboard-sockets.ts', import.meta.url));
const SOCKETS = Number(process.env.BENCH_DASHBOARD_SOCKETS ?? 1000);
const ANSWERS = Number(process.env.BENCH_DASHBOARD_ANSWERS ?? 40);

/**
 * 1,000 wall screens on one entity's public dashboard: the server in its own process, the sockets and the
 * answering agent in a generator process; from an answer's request until every socket holds the view with
 * the new 7-day figure, and the server's CPU time per update (the answer and its push to every socket).
 */
export async function benchDashboards(log: (line: string) => void): Promise<void> {
  // One address opens every socket here: the per-IP limit is raised for the bench only.
  const server = await startServer({ DASHBOARD_REQUESTS_PER_MINUTE: String(SOCKETS * 4) });
  try {
    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const hotels = await admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels');
    const solvik = hotels.body.find((h) => h.name === 'Hotel Solvik')!.id;
    await admin.request('PUT', `/api/admin/hotels/${solvik}`, { dashboardEnabled: true });
    const dashboard = await admin.request<{ uuid: string }>('POST', `/api/dashboards?hotelId=${solvik}`, {});
    const types = await admin.request<Array<{ id: string; name: string }>>(
      'GET',
      `/api/admin/hotels/${solvik}/inspection-types`,
    );
    const mystery = types.body.find((t) => t.name === 'Mystery guest')!.id;
    const today = new Date().toISOString().slice(0, 10);
    const created = await admin.request<{
      id: string;
      modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string; type: string }> }> }>;
    }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: mystery,
      startTime: today,
      startTimeHour: '00:00',
    });
    const questions = created.body.modules.flatMap((m) =>
      m.clusters
        .flatMap((c) => c.questions)
        .filter((q) => q.type === 'radio')
        .map((q) => ({ moduleId: m.id, questionId: q.id })),
    );
    const plan: DashboardPlan = {
      url: server.url,
      uuid: dashboard.body.uuid,
      sockets: SOCKETS,
      inspection: { id: created.body.id, questions },
      answers: Math.min(ANSWERS, questions.length),
      gapMs: 200,
    };
    const child = fork(GENERATOR, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_DASHBOARD_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const messages: Array<Record<string, unknown>> = [];
    let waiting: (() => void) | null = null;
    child.on('message', (m) => (messages.push(m as Record<string, unknown>), waiting?.()));
    const next = async () => {
      while (messages.length === 0) {
        await new Promise<void>((resolve, reject) => {
          waiting = resolve;
          child.once('exit', (code) => reject(new Error(`generator exited ${code}`)));
        });
      }
      return messages.shift()!;
    };
    await next(); // every socket joined
    const cpuBefore = await server.cpuMs();
    child.send('go');
    await next(); // done
    const cpuAfter = await server.cpuMs();
    const { result } = (await next()) as { result: DashboardResult };
    log(
      `Public dashboard: ${SOCKETS} signed-out sockets on one entity's view (generator in its own process), ${plan.answers} answers one at a time`,
    );
    log(
      '| answer request p50 / p99 | request to every socket holding the figure p50 / p99 | request to one socket p50 / p99 | server CPU per update | missed |',
    );
    log('|---:|---:|---:|---:|---:|');
    log(
      `| ${ms(percentile(result.requestMs, 50))} / ${ms(percentile(result.requestMs, 99))} | ${ms(percentile(result.allHoldMs, 50))} / ${ms(percentile(result.allHoldMs, 99))} | ${ms(percentile(result.eachMs, 50))} / ${ms(percentile(result.eachMs, 99))} | ${ms((cpuAfter - cpuBefore) / plan.answers)} | ${result.missed} |`,
    );
    log('Target: every socket holds the new figure within 1 s (p99)');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDashboards(console.log);
