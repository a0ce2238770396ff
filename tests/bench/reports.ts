import { COMFORT_ZONES } from '../../src-domain/inspection/fields.ts';
import { TOKENS } from '../../src-server/container.ts';
import { ApiClient, startTestServer } from '../support/test-server.ts';
import { ms, percentile, questionRows } from './figures.ts';

/** 50 entities × 104 weeks (two years of weekly inspections) unless told otherwise. */
const HOTELS = Number(process.env.BENCH_REPORT_HOTELS ?? 50);
const WEEKS = Number(process.env.BENCH_REPORT_WEEKS ?? 104);
const QUESTIONS = 200;
const MODULES = 8;
const READS = Number(process.env.BENCH_REPORT_READS ?? 400);
const PDFS = 20;
/** Entities seeded at once: each inspection's requests are in order, entities run side by side. */
const CONCURRENCY = 16;

const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;

/** A deterministic sequence, so two runs seed the same answers. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Reports over two years: one organization with HOTELS entities and an inspection type of 200 questions in 8
 * modules, inspected weekly for WEEKS weeks, every inspection answered (a few deviations, the rest filled in
 * by finishing each module, as agents do), submitted and approved, all through the API. Then, on that data:
 * the report API's latency over random inspections, the time to render a report PDF, and the time to rebuild
 * the read models the report reads. Whole-request figures from a client in the same process (one request at
 * a time while measuring).
 */
export async function benchReports(log: (line: string) => void): Promise<void> {
  const server = await startTestServer();
  try {
    const admin = new ApiClient(server.url);
    await admin.login('super@demo.test');
    const company = new ApiClient(server.url);
    await company.login('company@demo.test');
    const ok = async <T>(answer: Promise<{ status: number; body: T }>, what: string) => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
      return body;
    };

    const rows = questionRows(QUESTIONS, (i) => ({
      module: `Department ${i % MODULES}`,
      comfortZone: COMFORT_ZONES[i % COMFORT_ZONES.length]!,
      content: `Fråga ${i} om avdelningens skick?`,
      english: `Question ${i} about the department?`,
    }));
    const modules = Array.from({ length: MODULES }, (_, m) => ({
      name: `Department ${m}`,
      questions: rows.filter((_, i) => i % MODULES === m),
    }));
    await ok(admin.request('POST', '/api/admin/questions/upload', modules), 'question upload');
    const moduleTypes = await ok(
      admin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/inspection-module-types'),
      'module types',
    );
    const type = await ok(
      company.request<{ id: string }>('POST', '/api/admin/inspection-types', { name: 'Weekly audit' }),
      'inspection type',
    );
    for (const module of modules)
      await ok(
        admin.request('POST', `/api/admin/inspection-types/${type.id}/inspection-modules`, {
          name: module.name,
          type: moduleTypes.find((m) => m.name === module.name)!.id,
        }),
        'inspection module',
      );
    const hotels: string[] = [];
    for (let h = 0; h < HOTELS; h++)
      hotels.push(
        (
          await ok(
            company.request<{ id: string }>('POST', '/api/admin/hotels', {
              name: `Bench hotel ${h}`,
              address: `Gatan ${h}, Stockholm`,
            }),
            'entity',
          )
        ).id,
      );

    // Each entity gets the organization's type as its own, made from it as a template (one family).
    await ok(
      company.request('POST', `/api/admin/inspection-types/${type.id}/fromTemplate`, { hotelIds: hotels }),
      'types from the template',
    );
    const typeAt = new Map<string, string>();
    for (const hotel of hotels) {
      const types = await ok(
        company.request<Array<{ id: string; name: string }>>(
          'GET',
          `/api/admin/hotels/${hotel}/inspection-types`,
        ),
        'entity types',
      );
      typeAt.set(hotel, types.find((t) => t.name === 'Weekly audit')!.id);
    }

    // Two years of weeks, ending last week: the newest inspection is the one a reviewer opens most.
    const firstDay = Date.UTC(2024, 10, 25);
    const inspections: string[] = [];
    const seedStarted = performance.now();
    let requests = 0;
    const seedHotel = async (hotel: string, h: number) => {
      const next = random(h + 1);
      for (let w = 0; w < WEEKS; w++) {
        const startTime = new Date(firstDay + w * 7 * 86_400_000).toISOString().slice(0, 10);
        const created = await ok(
          company.request<{
            id: string;
            modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string }> }> }>;
          }>('POST', '/api/admin/inspections', {
            hotel,
            inspectionType: typeAt.get(hotel),
            startTime,
            startTimeHour: '09:00',
          }),
          'inspection',
        );
        const path = `/api/inspections/${created.id}`;
        for (const module of created.modules) {
          const questions = module.clusters.flatMap((c) => c.questions);
          // A few deviations per department, with a comment; finishing fills the rest at their best.
          for (let d = 0; d < 2; d++) {
            const question = questions[Math.floor(next() * questions.length)]!;
            await ok(
              company.request('POST', `${path}/modules/${module.id}/questions/${question.id}/score`, {
                score: 1 + Math.floor(next() * 3),
                comment: 'Avvikelse',
              }),
              'score',
            );
          }
          await ok(company.request('POST', `${path}/modules/${module.id}/done`), 'done');
          requests += 3;
        }
        await ok(company.request('POST', `${path}/endTime`), 'submit');
        await ok(company.request('POST', `/api/admin/inspections/${created.id}/endTime`, {}), 'approve');
        requests += 3;
        inspections.push(created.id);
      }
    };
    const queue = hotels.map((hotel, h) => () => seedHotel(hotel, h));
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job();
      }),
    );
    const seedMs = performance.now() - seedStarted;

    const pick = random(7);
    const read = async (file: string) => {
      const id = inspections[Math.floor(pick() * inspections.length)]!;
      const at = performance.now();
      const answer = await fetch(
        `${server.url}/api/admin/inspections/${id}/${file}?languageShortCode=sv_SE`,
        {
          headers: { cookie: company.sessionCookie },
        },
      );
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${file}: ${answer.status}`);
      return performance.now() - at;
    };
    for (let i = 0; i < 20; i++) await read('report');
    const reports: number[] = [];
    for (let i = 0; i < READS; i++) reports.push(await read('report'));
    const pdfs: number[] = [];
    for (let i = 0; i < PDFS; i++) pdfs.push(await read('report.pdf'));

    const engine = server.runtime.container.get(TOKENS.engine);
    const rebuild = async (name: string) => {
      const at = performance.now();
      await engine.rebuild(name);
      return performance.now() - at;
    };
    const approvedRebuild = await rebuild('approvedReports');
    const scoresRebuild = await rebuild('familyAverages');
    const inspectionsRebuild = await rebuild('inspections');

    log('');
    log(
      `Reports: ${HOTELS} entities × ${WEEKS} weekly inspections (${inspections.length.toLocaleString('en-US')} approved), ` +
        `${QUESTIONS} questions in ${MODULES} modules; seeded through the API in ${seconds(seedMs)} ` +
        `(${requests.toLocaleString('en-US')} answer and lifecycle requests)`,
    );
    log('| what | p50 | p95 | p99 |');
    log('|---|---:|---:|---:|');
    log(
      `| report API, ${READS} random inspections | ${ms(percentile(reports, 50))} | ${ms(percentile(reports, 95))} | ${ms(percentile(reports, 99))} |`,
    );
    log(
      `| report PDF, ${PDFS} random inspections | ${ms(percentile(pdfs, 50))} | ${ms(percentile(pdfs, 95))} | ${ms(percentile(pdfs, 99))} |`,
    );
    log(
      `Rebuild from the log: approvedReports ${seconds(approvedRebuild)}, familyAverages ${seconds(scoresRebuild)}, inspections ${seconds(inspectionsRebuild)}`,
    );
    log('Target: report API p99 < 50 ms');
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchReports(console.log).then(() => process.exit(0));
