import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/index.ts';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { dailySafeQ, newInspectionData } from './new-inspection.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
  type SnapshotModule,
} from '../../src-domain/inspection/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import { TOKENS } from '../../src-server/container.ts';
import type { TestServer } from './test-server.ts';

/**
 * A fixed Safe Q history, computed by hand in tests/api/safeq-reports.test.ts: the organization "Safe Q Group"
 * with Alfa, Beta and Gamma (inactive from 2026-12-31), two Safe Q days each in ISO weeks 2026-W51, W52 and
 * W53 (2026 has 53 weeks). One questionnaire, two modules:
 *
 *   M1 "Hygien" (module type MT1, reception): q1 radio hygiene, q2 radio hygiene, q3 gradeA socialDistance
 *   M2 "Avstånd" (module type MT2, restaurant, may be skipped): q4 radio socialDistance, q5 gradeJ (unscored)
 *
 * Answer patterns (points out of max; scored, not applicable, unanswered):
 *   full: q1 0, q2 1, q3 1, q4 0                  11 of 12; 4, 0, 0
 *   na:   q1 0, q2 -1 (n/a), q3 0, q4 2            4 of 9;  3, 1, 0
 *   skip: q1 1, q2 0, q3 none; M2 skipped        5 of 6;  2, 0, 1 (its q4 answer is cleared at submit)
 *   none: nothing answered                         0 of 0;  0, 0, 4
 */
export type Pattern = 'full' | 'na' | 'skip' | 'none';

export const HISTORY: Record<'Alfa' | 'Beta' | 'Gamma', Array<[string, Pattern]>> = {
  Alfa: [
    ['2026-12-14', 'full'],
    ['2026-12-15', 'na'],
    ['2026-12-21', 'full'],
    ['2026-12-22', 'full'],
    ['2026-12-28', 'na'],
    ['2027-01-03', 'skip'],
  ],
  Beta: [
    ['2026-12-14', 'skip'],
    ['2026-12-15', 'full'],
    ['2026-12-21', 'na'],
    ['2026-12-22', 'none'],
    ['2026-12-28', 'full'],
    ['2026-12-29', 'full'],
  ],
  Gamma: [
    ['2026-12-14', 'none'],
    ['2026-12-15', 'none'],
    ['2026-12-21', 'skip'],
    ['2026-12-22', 'na'],
    ['2026-12-28', 'full'],
    ['2026-12-29', 'none'],
  ],
};

const question = (
  id: string,
  type: QuestionType,
  classification: 'hygiene' | 'socialDistance',
  n: number,
) => ({
  ...DEFAULT_QUESTION_FIELDS,
  id,
  type,
  classification,
  ordinal: n,
  referenceNumber: `SQ-${n}`,
  content: { sv_SE: `Fråga ${n}`, en_GB: `Question ${n}` },
  information: {},
});

/** The questionnaire of the history (and of the bench): two modules, five questions, fresh ids. */
export function safeQQuestionnaire() {
  const ids = {
    M1: crypto.randomUUID(),
    M2: crypto.randomUUID(),
    MT1: crypto.randomUUID(),
    MT2: crypto.randomUUID(),
    q1: crypto.randomUUID(),
    q2: crypto.randomUUID(),
    q3: crypto.randomUUID(),
    q4: crypto.randomUUID(),
    q5: crypto.randomUUID(),
    inspectionTypeId: crypto.randomUUID(),
  };
  const cluster = (id: string, questions: ReturnType<typeof question>[]) => ({
    id,
    name: 'Kluster',
    names: { sv_SE: 'Kluster', en_GB: 'Cluster' },
    ordinal: 1,
    commentPosition: 'top' as const,
    questions,
    contextQuestions: [],
  });
  const modules: SnapshotModule[] = [
    {
      id: ids.M1,
      name: 'Hygien',
      names: { sv_SE: 'Hygien', en_GB: 'Hygiene' },
      ordinal: 1,
      isMandatory: true,
      isDefaultNA: false,
      useTabs: false,
      moduleTypeId: ids.MT1,
      area: 'reception',
      clusters: [
        cluster(crypto.randomUUID(), [
          question(ids.q1, 'radio', 'hygiene', 1),
          question(ids.q2, 'radio', 'hygiene', 2),
          question(ids.q3, 'gradeA', 'socialDistance', 3),
        ]),
      ],
    },
    {
      id: ids.M2,
      name: 'Avstånd',
      names: { sv_SE: 'Avstånd', en_GB: 'Distance' },
      ordinal: 2,
      isMandatory: false,
      isDefaultNA: false,
      useTabs: false,
      moduleTypeId: ids.MT2,
      area: 'restaurant',
      clusters: [
        cluster(crypto.randomUUID(), [
          question(ids.q4, 'radio', 'socialDistance', 4),
          question(ids.q5, 'gradeJ', 'hygiene', 5),
        ]),
      ],
    },
  ];

  return { ids, modules };
}

export async function safeQHistory(server: TestServer) {
  const container = server.runtime.container;
  const commands = container.get(TOKENS.commands);
  const engine = container.get(TOKENS.engine);
  const system = { id: 'system', role: 'superUser' as const };
  const now = '2026-12-01T08:00:00.000Z';
  const organizationId = crypto.randomUUID();
  await commands.handle(organizationDecider, organizationStream(organizationId), {
    type: 'CreateOrganization',
    organizationId,
    name: 'Safe Q Group',
    now,
  });
  const hotels: Record<string, string> = {};
  for (const name of ['Alfa', 'Beta', 'Gamma']) {
    const created = await createHotel(
      commands,
      system,
      organizationId,
      { ...EMPTY_HOTEL, name, ...(name === 'Gamma' ? { inactiveStartDate: '2026-12-31' } : {}) },
      new Date(now),
    );
    hotels[name] = created.hotelId;
  }
  const { ids, modules } = safeQQuestionnaire();

  const inspections: Record<string, Record<string, string>> = {};
  let position = 0;
  for (const [hotelName, days] of Object.entries(HISTORY)) {
    inspections[hotelName] = {};
    for (const [day, pattern] of days) {
      const id = crypto.randomUUID();
      inspections[hotelName][day] = id;
      const run = async (command: Record<string, unknown>) => {
        const result = await commands.handle(inspectionDecider, inspectionStream(id), {
          actor: system,
          now: `${day}T09:00:00.000Z`,
          ...command,
        } as InspectionCommand);
        position = result.position;
      };
      const created = await createInspectionInParts(commands, {
        actor: system,
        now: `${day}T09:00:00.000Z`,
        data: newInspectionData({
          inspectionId: id,
          organizationId,
          hotelId: hotels[hotelName]!,
          type: dailySafeQ(ids.inspectionTypeId),
          startDate: day,
          startHour: '07:00',
          modules,
        }),
      });
      position = created.position;
      const score = (moduleId: string, questionId: string, value: number) =>
        run({ type: 'ScoreQuestion', moduleId, questionId, score: value });
      if (pattern === 'full') {
        await score(ids.M1, ids.q1, 0);
        await score(ids.M1, ids.q2, 1);
        await score(ids.M1, ids.q3, 1);
        await score(ids.M2, ids.q4, 0);
      } else if (pattern === 'na') {
        await score(ids.M1, ids.q1, 0);
        await score(ids.M1, ids.q2, -1);
        await score(ids.M1, ids.q3, 0);
        await score(ids.M2, ids.q4, 2);
        await run({ type: 'SetComfortZoneComments', comments: { hygiene: `Handsprit saknas ${day}` } });
      } else if (pattern === 'skip') {
        await score(ids.M1, ids.q1, 1);
        await score(ids.M1, ids.q2, 0);
        // Answered, then skipped, then submitted: the submit clears the skipped module's answers.
        await score(ids.M2, ids.q4, 0);
        await run({ type: 'ToggleModuleSkipped', moduleId: ids.M2 });
        await run({ type: 'SetAgentEndTime' });
      }
    }
  }
  await engine.waitFor(position);
  /** An entity's history days, in order. */
  const days = (hotelName: keyof typeof HISTORY) => HISTORY[hotelName].map(([day]) => day);
  return { organizationId, hotels, inspections, ids, days };
}
