import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import { COMFORT_ZONES, EXTERNAL_SCORE_MAXIMA } from '../../src-domain/inspection/fields.ts';
import { TOKENS } from '../../src-server/container.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { endedInspectionWithPicture, shareLink } from '../support/shareable-report.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { ApiClient, readModelsOf, startTestServer, type TestServer } from '../support/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every key of a JSON value, deep, as dotted paths: `[]` for any array element, `*` for a key that is an id. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = `${prefix ? `${prefix}.` : ''}${UUID.test(key) ? '*' : key}`;
    return [path, ...keyPaths(inner, path)];
  });
}

describe('shared report: only the report', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let inspectionId: string;
  const profile = 'Privat: allergisk mot nötter';

  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const commands = server.runtime.container.get(TOKENS.commands);
    const written = await commands.handle(userDecider, userStream(f.demoAgent), {
      type: 'UpdateUser',
      actorRole: 'superUser',
      fields: { profile },
    });
    await server.runtime.container.get(TOKENS.engine).waitFor(written.position);
    inspectionId = await endedInspectionWithPicture(server, f, as.user, as.companyAdmin);
  });
  afterAll(() => server.close());

  it('answers only keys on the allow-list, with no person, record or storage behind the report', async () => {
    const agentId = f.demoAgent;
    const agent = await userQueries(readModelsOf(server)).byId(agentId);
    const agentName = agent!.name;
    const agentCode = agent!.agentCode;
    expect(agentName.length).toBeGreaterThan(2);
    for (const kind of ['report', 'reportAuditQA'] as const) {
      const { token } = await shareLink(as.companyAdmin, inspectionId, kind);
      const shared = await new ApiClient(server.url).request<{
        agent: { name?: string; agentCode: string } | null;
        modules: Array<{ observations: Array<{ pictures: Array<{ id: string }> }> }>;
      }>('GET', `/api/shared/reports/${token}?languageShortCode=en_GB`);
      expect(shared.status).toBe(200);
      const unexpected = [...new Set(keyPaths(shared.body))].filter((path) => !ALLOWED.has(path));
      expect(unexpected, kind).toEqual([]);
      // The values too: the agent by code, but neither their name, id nor profile is there, nor any path.
      const text = JSON.stringify(shared.body);
      expect(shared.body.agent).toEqual({ agentCode: agentCode ?? '' });
      expect(text).not.toContain(agentName);
      expect(text).not.toContain(agentId);
      expect(text).not.toContain(profile);
      expect(text).not.toContain('org/');
      // The pictures are served by attachment id through the link, and only so.
      const pictures = shared.body.modules.flatMap((m) => m.observations).flatMap((o) => o.pictures);
      expect(pictures.length).toBeGreaterThan(0);
      const image = await fetch(`${server.url}/api/shared/reports/${token}/files/${pictures[0]!.id}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      const unknown = await fetch(`${server.url}/api/shared/reports/${token}/files/${crypto.randomUUID()}`);
      expect(unknown.status).toBe(404);
    }
    // The admins' report still has it all: only the shared one leaves it out.
    const admins = await as.companyAdmin.request<{ agent: { profile: string } }>(
      'GET',
      `/api/admin/inspections/${inspectionId}/report?languageShortCode=en_GB`,
    );
    expect(admins.body.agent.profile).toBe(profile);
  });
});

/** What a shared report may carry. A key not here fails the test: add it only after choosing to show it. */
const ALLOWED = new Set(
  `kind expiresAt id version title reportType languageShortCode startDate startHour agentEndTime adminEndTime
  hotel hotel.name hotel.address hotel.timeZone agent agent.agentCode
  headerContext headerContext[].id headerContext[].question headerContext[].answer
  score score.percent score.points score.max score.answered score.notApplicable score.unanswered score.fulfilment
  score.filled score.completion
  modules modules[].id modules[].moduleTypeId modules[].name modules[].skipped modules[].previousPercent
  modules[].score ${figure('modules[].score')}
  modules[].comments modules[].comments[].clusterId modules[].comments[].name modules[].comments[].comment
  modules[].observations modules[].observations[].id modules[].observations[].referenceNumber
  modules[].observations[].content modules[].observations[].type modules[].observations[].classification
  modules[].observations[].score modules[].observations[].chosenOption modules[].observations[].points
  modules[].observations[].max
  modules[].observations[].comment modules[].observations[].filledAtFinish modules[].observations[].pictures modules[].observations[].pictures[].id
  modules[].observations[].pictures[].originalName
  comfortZones comfortZones[].zone comfortZones[].comment comfortZones[].score ${figure('comfortZones[].score')}
  bi ${figure('bi')} bs ${figure('bs')}
  sections sections[].section sections[].score ${figure('sections[].score')}
  keyRoom ${figure('keyRoom')} supplemental ${figure('supplemental')}
  worst worst[].moduleId worst[].questionId worst[].referenceNumber worst[].content worst[].comment
  worst[].score worst[].points worst[].max
  externalScores ${Object.keys(EXTERNAL_SCORE_MAXIMA)
    .map((p) => `externalScores.${p}`)
    .join(' ')}
  generalComments
  extraQuestions extraQuestions[].id extraQuestions[].content extraQuestions[].score extraQuestions[].comment
  outline outline.headerContext outline.headerContext[].id outline.headerContext[].moduleId
  outline.headerContext[].question outline.modules outline.modules[].id outline.modules[].moduleTypeId
  outline.modules[].name outline.modules[].section outline.modules[].clusters outline.modules[].clusters[].id
  outline.modules[].clusters[].name outline.modules[].clusters[].questions
  ${['id', 'parentId', 'ordinal', 'referenceNumber', 'content', 'type', 'classification']
    .map((key) => `outline.modules[].clusters[].questions[].${key}`)
    .join(' ')}
  previous previous.startDate previous.percent
  totalOverTime totalOverTime.currentHotelAverage
  chartsTimeFrame chartsTimeFrame.from chartsTimeFrame.to
  charts charts[].date charts[].percent charts[].moduleTypes charts[].moduleTypes.* charts[].comfortZones
  ${COMFORT_ZONES.map((zone) => `charts[].comfortZones.${zone}`).join(' ')}
  actionItems actionItems[].moduleId actionItems[].moduleName actionItems[].questionId
  actionItems[].referenceNumber actionItems[].content actionItems[].score actionItems[].comment
  actionItems[].followUpComment actionItems[].followUpDeadline actionItems[].followUpTip
  actionItems[].followUpFeedback`.split(/\s+/),
);

function figure(at: string): string {
  return ['percent', 'points', 'max', 'answered', 'filled', 'notApplicable', 'unanswered']
    .map((k) => `${at}.${k}`)
    .join(' ');
}
