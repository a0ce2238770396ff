import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWER } from '../../src-domain/inspection/fields.ts';
import { inspectionReport, type ReportedInspection } from '../../src-domain/report/inspection-report.ts';
import type { OutlineModule, ReportOutline } from '../../src-domain/report/outline.ts';
import { moduleSectionOf, questionGroupOf } from '../../src-domain/report/question-groups.ts';

describe('the groups an agent report reads from names and reference numbers (administration §9)', () => {
  it('reads a module section from the start of the module’s own name, case and spacing aside', () => {
    expect(moduleSectionOf('Key Information – Arrival')).toBe('keyInformation');
    expect(moduleSectionOf('  guest  room')).toBe('guestRoom');
    expect(moduleSectionOf('PUBLIC AREA – Lobby')).toBe('publicArea');
    expect(moduleSectionOf('Supplemental – Breakfast')).toBe('supplemental');
    expect(moduleSectionOf('Conference')).toBeNull();
    expect(moduleSectionOf('The Guest Room')).toBeNull();
  });

  it('reads room-related key and supplemental questions from the reference number’s prefix', () => {
    for (const ref of ['4099-01', '4199-3', '4299-02', '5199-03a', '399-01', '3099-14', ' 4099'])
      expect(questionGroupOf(ref), ref).toBe('keyRoom');
    expect(questionGroupOf('899-08')).toBe('supplemental');
    for (const ref of ['6100-07', '7200-02', '309-01', '', '99-4099'])
      expect(questionGroupOf(ref), ref).toBeNull();
  });
});

const radio = (id: string, referenceNumber: string) => ({
  id,
  parentId: null,
  ordinal: 0,
  referenceNumber,
  content: id,
  type: 'radio' as const,
  classification: 'quality' as never,
});
const moduleOf = (id: string, name: string, section: OutlineModule['section'], questions: string[][]) => ({
  id,
  moduleTypeId: `t-${id}`,
  name,
  section,
  clusters: [{ id: `c-${id}`, name: 'c', questions: questions.map(([q, ref]) => radio(q!, ref!)) }],
});

describe('an agent report’s section and group figures', () => {
  // Radio: 0 ("always") earns 3 points, 3 ("never") none; an unanswered question earns nothing and counts apart.
  const outline: ReportOutline = {
    headerContext: [],
    modules: [
      moduleOf('m1', 'Nyckelinformation', 'keyInformation', [
        ['q1', '4099-01'],
        ['q2', '6100-01'],
      ]),
      moduleOf('m2', 'Gästrum', 'guestRoom', [
        ['q3', '3099-02'],
        ['q4', '899-01'],
      ]),
      moduleOf('m3', 'Konferens', null, [['q5', '399-01']]),
      moduleOf('m4', 'Tillägg', 'supplemental', [['q6', '899-02']]),
    ],
  };
  const answer = (score: number | null) => ({ ...EMPTY_ANSWER, score });
  const live = {
    progress: { m4: { skipped: true, clusterComments: {}, contextAnswers: {} } },
    answers: {
      m1: { q1: answer(0), q2: answer(3) },
      m2: { q3: answer(1), q4: answer(null) },
      m3: { q5: answer(2) },
      m4: { q6: answer(0) },
    },
    comfortZones: {},
    externalScores: {},
    generalComments: '',
    extraQuestions: [],
    agentEndTime: null,
    adminEndTime: null,
    actions: {},
  } as unknown as ReportedInspection;
  const report = inspectionReport(outline, live, () => null);

  it('sums each section present over its modules not skipped, in the spec’s order', () => {
    expect(report.sections.map((s) => s.section)).toEqual(['keyInformation', 'guestRoom', 'supplemental']);
    const [key, room, supplemental] = report.sections;
    expect(key!.score).toMatchObject({ points: 3, max: 6, percent: 50, answered: 2 });
    expect(room!.score).toMatchObject({ points: 2, max: 3, percent: 67, answered: 1, unanswered: 1 });
    // Skipped: no figure, and its question not counted as unanswered either.
    expect(supplemental!.score).toMatchObject({ percent: null, max: 0, answered: 0, unanswered: 0 });
  });

  it('scores the key room questions across modules and the supplemental ones by the same rule', () => {
    // q1 3 of 3, q3 2 of 3, q5 1 of 3.
    expect(report.keyRoom).toMatchObject({ points: 6, max: 9, percent: 67, answered: 3 });
    // q4 unanswered; q6 in a skipped module.
    expect(report.supplemental).toMatchObject({
      points: 0,
      max: 0,
      percent: null,
      answered: 0,
      unanswered: 1,
    });
  });

  it('shows no section of an outline made before sections were read', () => {
    const old = inspectionReport(
      { ...outline, modules: outline.modules.map(({ section: _s, ...m }) => m) },
      live,
      () => null,
    );
    expect(old.sections).toEqual([]);
  });
});
