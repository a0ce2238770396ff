import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../src-server/container.ts';
import type { ApprovedReportDocument } from '../../src-projections/approved-reports/projection.ts';
import type { FamilyAverageDocument } from '../../src-projections/family-averages/projection.ts';
import { stripTracking, type TrackedDocument } from '../../src-projections/projection.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import type { InspectionLiveState } from '../../src-web/api/inspections.ts';
import type { AuditQaReport, Report as WebReport } from '../../src-web/api/reports.ts';
import { withLiveState } from '../../src-web/scenes/Report/report-live.ts';
import { pdfText } from '../support/pdf-text.ts';
import { readCatalogue } from '../../src-projections/texts/server-i18n.ts';
import { readWorkbook } from '../support/xlsx.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectDocumentedAnswer } from '../support/openapi-answers.ts';
import { keptAndRebuilt } from '../support/kept-and-rebuilt.ts';

type Report = WebReport & {
  msg?: string;
  actionItems?: Array<{ questionId: string; followUpComment: string }>;
};

describe('reports API', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  // Set by the test (share links expire by it); it does not move on its own.
  const clock = new ManualClock('2026-11-24T09:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({}, { clock });
    f = await demoFixtures(server);
    as = await signInActors(server);
  });
  afterAll(() => server.close());

  const report = (id: string, who: Actor = 'companyAdmin', path = 'report') =>
    as[who].request<Report & { msg?: string }>(
      'GET',
      `/api/admin/inspections/${id}/${path}?languageShortCode=en_GB`,
    );
  const way = () => reportableInspection(server.url, as.user);

  let first: string;
  let firstPercent: number | null;

  it('answers with a translated key until the agent has ended the inspection', async () => {
    first = await f.throwawayInspection('solvik');
    const early = await report(first);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('report.notEnded');
  });

  it('scores every answer by the one rule and shows the counts behind each figure', async () => {
    const { moduleId, questionId } = await way().radioQuestion(first);
    const question = { id: questionId };
    // "Rarely": 3 minus 2, 1 point of 3; every other question gets its best answer.
    const scored = await as.user.request(
      'POST',
      `/api/inspections/${first}/modules/${moduleId}/questions/${questionId}/score`,
      { score: 2, comment: 'Dammigt i hörnen' },
    );
    expect(scored.status).toBe(200);
    await way().submit(first);
    // In control, the reviewer flags the deviation for the action plan.
    const flagged = await as.companyAdmin.request(
      'POST',
      `/api/inspections/${first}/modules/${moduleId}/questions/${question.id}/setFollowUp`,
      { needsFollowUp: true, followUpComment: 'Städa hörnen', followUpTip: true },
    );
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);

    const { status, body } = await report(first);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.hotel.name).toBe('Hotel Solvik');
    expect(body.worst[0]).toMatchObject({
      questionId: question.id,
      points: 1,
      max: 3,
      comment: 'Dammigt i hörnen',
    });
    // The only deviation costs 2 points; every scored question counts 3.
    expect(body.score.max).toBe(3 * (body.score.answered + body.score.filled));
    expect(body.score.points).toBe(body.score.max - 2);
    expect(body.score.percent).toBe(Math.round((100 * (body.score.max - 2)) / body.score.max));
    expect(body.modules.reduce((sum, m) => sum + m.score.points, 0)).toBe(body.score.points);
    const module = body.modules.find((m) => m.id === moduleId)!;
    expect(module.observations[0]).toMatchObject({ id: question.id, points: 1, max: 3 });
    expect(body.comfortZones.map((z) => z.zone)).toContain('hygiene');
    // Not approved yet: not among the entity's figures over time.
    expect(body.charts.map((c) => c.inspectionId)).not.toContain(first);
    firstPercent = body.score.percent;

    const audit = await report(first, 'companyAdmin', 'reportAuditQA');
    expect(audit.status).toBe(200);
    await expectDocumentedAnswer(server.url, 'GET', `/api/admin/inspections/${first}/reportAuditQA`, audit);
    const plain = await report(first);
    await expectDocumentedAnswer(server.url, 'GET', `/api/admin/inspections/${first}/report`, plain);
    expect(audit.body.actionItems).toEqual([
      expect.objectContaining({ questionId: question.id, followUpComment: 'Städa hörnen' }),
    ]);
  });

  it('carries what the browser needs to compute it again from a pushed live state, and the agent', async () => {
    const assigned = await f.throwawayInspection('solvik', 'agent@demo.test');
    await way().submit(assigned);
    const { body } = await report(assigned, 'companyAdmin', 'reportAuditQA');
    const state = await as.companyAdmin.request<InspectionLiveState>(
      'GET',
      `/api/inspections/${assigned}/state`,
    );
    expect(body.version).toBe(state.body.version);
    expect(body.outline.modules.map((m) => m.id)).toEqual(body.modules.map((m) => m.id));
    // The report screen's own function over the pushed state gives the server's answer.
    const again = withLiveState({ ...body, version: 0 } as AuditQaReport, state.body, state.body.version);
    expect(again).toEqual(body);
    const agent = await readModelsOf(server)
      .collection<{ _id: string; name: string; agentCode: string | null; profile: string }>('users')
      .findOne({ _id: state.body.user!.id });
    expect(body.agent).toEqual({
      id: agent!._id,
      name: agent!.name,
      agentCode: agent!.agentCode ?? '',
      profile: agent!.profile,
    });
  });

  it('compares with the previous approved inspection of the same type at the entity', async () => {
    expect(
      (await as.companyAdmin.request('POST', `/api/admin/inspections/${first}/endTime`, {})).status,
    ).toBe(200);
    const approved = (await report(first)).body;
    // The approval recorded the figures it signed off: the same as the report shows.
    const recorded = await readModelsOf(server)
      .collection<ApprovedReportDocument>('approvedReports')
      .findOne({ _id: first });
    expect(Math.round(recorded!.figures!.percent!)).toBe(approved.score.percent);
    expect(recorded!.figures!.total).toMatchObject({
      points: approved.score.points,
      max: approved.score.max,
    });
    expect(approved.charts.at(-1)).toMatchObject({ inspectionId: first, percent: firstPercent });
    expect(approved.totalOverTime.currentHotelAverage).toEqual(expect.any(Number));

    const second = await f.throwawayInspection('solvik');
    await way().submit(second);
    const { body } = await report(second);
    expect(body.score.percent).toBe(100);
    expect(body.previous).toMatchObject({ id: first, percent: firstPercent });
    expect(body.modules.some((m) => m.previousPercent !== null && m.previousPercent < 100)).toBe(true);
  });

  it("compares an entity with the organization's others whose types were made from the same template", async () => {
    const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBeLessThan(300);
      return body;
    };
    const hotels = await ok(
      as.companyAdmin.request<Array<{ id: string; name: string }>>('GET', '/api/admin/hotels'),
    );
    const at = (name: string) => hotels.find((h) => h.name === name)!.id;
    const [solvik, fjallbacka] = [at('Hotel Solvik'), at('Hotel Fjällbacka')];
    const template = await ok(
      as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspection-types', { name: 'Brand audit' }),
    );
    const moduleTypes = await ok(
      as.superUser.request<Array<{ id: string; name: string }>>('GET', '/api/admin/inspection-module-types'),
    );
    await ok(
      as.superUser.request('POST', `/api/admin/inspection-types/${template.id}/inspection-modules`, {
        name: 'Rooms',
        type: moduleTypes[0]!.id,
      }),
    );
    await ok(
      as.companyAdmin.request('POST', `/api/admin/inspection-types/${template.id}/fromTemplate`, {
        hotelIds: [solvik, fjallbacka],
      }),
    );
    const approvedAt = async (hotel: string, score: number) => {
      const types = await ok(
        as.companyAdmin.request<Array<{ id: string; name: string }>>(
          'GET',
          `/api/admin/hotels/${hotel}/inspection-types`,
        ),
      );
      const { id } = await ok(
        as.companyAdmin.request<{ id: string }>('POST', '/api/admin/inspections', {
          hotel,
          inspectionType: types.find((t) => t.name === 'Brand audit')!.id,
          startTime: '2026-11-20',
          startTimeHour: '10:00',
        }),
      );
      const agentWay = reportableInspection(server.url, as.companyAdmin);
      const { moduleId, questionId } = await agentWay.radioQuestion(id);
      await ok(
        as.companyAdmin.request(
          'POST',
          `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}/score`,
          { score },
        ),
      );
      await agentWay.submit(id);
      await ok(as.companyAdmin.request('POST', `/api/admin/inspections/${id}/endTime`, {}));
      return (await report(id)).body;
    };
    const fjallbackaReport = await approvedAt(fjallbacka, 3);
    const solvikReport = await approvedAt(solvik, 0);
    expect(solvikReport.score.percent).toBeGreaterThan(fjallbackaReport.score.percent!);
    expect(solvikReport.totalOverTime).toEqual({
      currentHotelAverage: solvikReport.score.percent,
      otherHotelsAverage: fjallbackaReport.score.percent,
      highestScores: solvikReport.score.percent,
      lowestScores: fjallbackaReport.score.percent,
    });
    // The entity's own chart holds only its own inspections of the family.
    expect(solvikReport.charts.map((c) => c.inspectionId)).toEqual([solvikReport.id]);
  });

  it('gives the report as a spreadsheet in the language asked, with the figures as numbers', async () => {
    const response = await fetch(
      `${server.url}/api/admin/inspections/${first}/report.xlsx?languageShortCode=sv_SE`,
      { headers: { cookie: as.companyAdmin.sessionCookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="report-Hotel-Solvik-[\d-]+\.xlsx"$/,
    );
    const sheets = await readWorkbook(Buffer.from(await response.arrayBuffer()));
    expect(Object.keys(sheets)).toEqual(['Sammanfattning', 'Moduler', 'Observationer', 'Komfortzoner']);
    const summary = new Map(sheets.Sammanfattning!.map(([label, value]) => [label, value]));
    expect(summary.get('Anläggning')).toBe('Hotel Solvik');
    expect(summary.get('Resultat %')).toBe(String(firstPercent));
    const { body } = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${first}/report?languageShortCode=sv_SE`,
    );
    expect(sheets.Moduler!.slice(1).map((row) => row[0])).toEqual(
      body.modules.filter((m) => !m.skipped).map((m) => m.name),
    );
    expect(sheets.Observationer!.some((row) => row.includes('Dammigt i hörnen'))).toBe(true);
    // Each comfort zone by the name the report screen gives it (questions.classification.*), not a word of
    // the paper's own ("Bemötande" where the screen says "Service och bemötande").
    const swedish = readCatalogue('sv_SE');
    expect(sheets.Komfortzoner!.slice(1).map((row) => row[0])).toEqual(
      body.comfortZones.map((z) => swedish.get(`questions.classification.${z.zone}`)),
    );
    expect(sheets.Komfortzoner!.slice(1).map((row) => row[0])).toContain('Service och bemötande');
    expect(
      (
        await fetch(`${server.url}/api/admin/inspections/${first}/report.xlsx`, {
          headers: { cookie: as.user.sessionCookie },
        })
      ).status,
    ).toBe(403);
  });

  it('renders the report and the audit report as PDFs whose text says the entity, modules and scores', async () => {
    const pdf = async (path: string) => {
      const response = await fetch(`${server.url}/api/admin/inspections/${first}/${path}`, {
        headers: { cookie: as.companyAdmin.sessionCookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const text = (await pdf('report.pdf?languageShortCode=sv_SE')).join('\n');
    const { body } = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${first}/report?languageShortCode=sv_SE`,
    );
    expect(text).toContain('Hotel Solvik');
    expect(text).toContain(`Resultat: ${body.score.percent} %`);
    for (const module of body.modules.filter((m) => !m.skipped)) {
      expect(text).toContain(module.name);
      expect(text).toContain(`${module.score.percent} %`);
    }
    expect(text).toContain('Dammigt i hörnen');
    expect(text).toContain('Gästens förväntan');
    // The comfort zones by the screen's names, in German too ("Service und Umgang", not "Umgang").
    expect(text).toContain('Service och bemötande');
    const german = (await pdf('report.pdf?languageShortCode=de_DE')).join('\n');
    expect(german).toContain('Service und Umgang');
    const audit = (await pdf('reportAuditQA.pdf?languageShortCode=en_GB')).join('\n');
    expect(audit).toContain('Action plan');
    expect(audit).toContain('Städa hörnen');
    // The report screen's own word for the action plan (report.actionPlan), no longer a drifting one.
    const swedish = (await pdf('reportAuditQA.pdf?languageShortCode=sv_SE')).join('\n');
    expect(swedish).toContain('Handlingsplan');
    expect(swedish).not.toContain('Åtgärdsplan');
  });

  it('is for the admins who may open the inspection', async () => {
    expect((await report(first, 'anon')).status).toBe(401);
    expect((await report(first, 'user')).status).toBe(403);
    expect((await report(first, 'hotelAdmin')).status).toBe(200);
    // Another entity's, for the Solvik hotelAdmin, and another organization's: as if it did not exist.
    expect((await report(f.fjallbackaInspection.id, 'hotelAdmin')).status).toBe(404);
    expect((await report(f.bryggenInspection.id, 'companyAdmin')).status).toBe(404);
  });

  it('shares a report read-only by a link that works signed out until it is revoked or expires', async () => {
    const shared = (path: string) =>
      new ApiClient(server.url).request<Report & { msg?: string }>('GET', path);
    // Made by an admin who may read the report; the token is in the path, shown once.
    expect((await as.user.request('POST', `/api/admin/inspections/${first}/shares`, {})).status).toBe(403);
    const made = await as.companyAdmin.request<{
      id: string;
      path: string;
      expiresAt: string;
      active: boolean;
    }>('POST', `/api/admin/inspections/${first}/shares`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.active).toBe(true);
    expect(new Date(made.body.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);
    const token = made.body.path.split('/').at(-1)!;
    const opened = await shared(`/api/shared/reports/${token}?languageShortCode=en_GB`);
    await expectDocumentedAnswer(server.url, 'POST', `/api/admin/inspections/${first}/shares`, made);
    await expectDocumentedAnswer(server.url, 'GET', `/api/shared/reports/${token}`, opened);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: first,
      hotel: { name: 'Hotel Solvik' },
      score: { percent: firstPercent },
    });
    // Its pictures come through the link too, and nothing else of the organization's files.
    const picture = opened.body.modules.flatMap((m) => m.observations).flatMap((o) => o.pictures)[0]!;
    const image = await fetch(`${server.url}/api/shared/reports/${token}/files/${picture.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const other = crypto.randomUUID();
    expect((await fetch(`${server.url}/api/shared/reports/${token}/files/${other}`)).status).toBe(404);
    // Listed for admins with who made it; neither the list nor the log holds the token.
    const listed = await as.companyAdmin.request<Array<{ id: string; createdBy: { name: string } }>>(
      'GET',
      `/api/admin/inspections/${first}/shares`,
    );
    expect(listed.body).toEqual([expect.objectContaining({ id: made.body.id, active: true })]);
    expect(listed.body[0]!.createdBy.name).not.toBe('');
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const log = await server.runtime.container.get(TOKENS.events).readAll({ after: 0, limit: 100_000 });
    expect(JSON.stringify(log)).not.toContain(token);
    // Only this report: another inspection's path with the token, or a made-up token, is not found.
    expect((await shared(`/api/shared/reports/${token.slice(0, -2)}xx`)).body.msg).toBe('share.notFound');
    // Revoked: gone at once, and revoking again says so.
    const revoked = await as.companyAdmin.request(
      'DELETE',
      `/api/admin/inspections/${first}/shares/${made.body.id}`,
    );
    expect(revoked.status).toBe(200);
    expect((await shared(`/api/shared/reports/${token}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/shared/reports/${token}/files/${picture.id}`)).status).toBe(404);
    expect(
      (await as.companyAdmin.request('DELETE', `/api/admin/inspections/${first}/shares/${made.body.id}`))
        .body,
    ).toMatchObject({ msg: 'share.revoked' });
    // Expired: a link for one day works until the clock passes it.
    const daily = await as.companyAdmin.request<{ path: string }>(
      'POST',
      `/api/admin/inspections/${first}/shares`,
      {
        days: 1,
        kind: 'reportAuditQA',
      },
    );
    const audit = await shared(`/api/shared/reports/${daily.body.path.split('/').at(-1)}`);
    expect(audit.body.actionItems).toHaveLength(1);
    clock.advance(24 * 3600 * 1000 + 1000);
    expect((await shared(`/api/shared/reports/${daily.body.path.split('/').at(-1)}`)).status).toBe(404);
    expect(
      (await as.companyAdmin.request('POST', `/api/admin/inspections/${first}/shares`, { days: 400 })).body,
    ).toMatchObject({ msg: 'errors.validation' });
  });

  it('gives the same approved-report documents when rebuilt from the log as kept up event by event', async () => {
    const documents = () =>
      readModelsOf(server)
        .collection<TrackedDocument<ApprovedReportDocument>>('approvedReports')
        .find({}, { sort: { _id: 1 } })
        .then((docs) => docs.map(stripTracking));
    const averages = () =>
      readModelsOf(server)
        .collection<TrackedDocument<FamilyAverageDocument>>('familyAverages')
        .find({}, { sort: { _id: 1 } })
        .then((docs) => docs.map(stripTracking));
    // Approved, sent back to control and approved again on the way: kept up, then rebuilt.
    const approval = (revert: boolean) =>
      as.companyAdmin.request('POST', `/api/admin/inspections/${first}/endTime`, { revert });
    expect((await approval(true)).status).toBe(200);
    expect((await averages()).some((doc) => first in doc.percents)).toBe(false);
    expect((await approval(false)).status).toBe(200);
    const both = async () => ({ documents: await documents(), averages: await averages() });
    const { kept, rebuilt } = await keptAndRebuilt(server, ['approvedReports', 'familyAverages'], both);
    expect(kept.documents.filter((doc) => doc.figures !== null).length).toBeGreaterThan(0);
    expect(kept.averages.some((doc) => first in doc.percents)).toBe(true);
    expect(rebuilt).toEqual(kept);
  });
});
