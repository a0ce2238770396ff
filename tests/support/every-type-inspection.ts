import { expect } from 'vitest';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { ApiClient, readModelsOf, type TestServer } from './test-server.ts';

/**
 * One question of every type: gradeJ mandatory, gradeA asking for a comment and a picture when not compliant,
 * and another radio that asks for a comment at score 2.
 */
export const QUESTIONS: Array<{ ref: string; type: QuestionType; extra?: Record<string, unknown> }> = [
  { ref: 'ALL-radio', type: 'radio' },
  { ref: 'ALL-circle', type: 'circle' },
  { ref: 'ALL-none', type: 'none' },
  { ref: 'ALL-gradeA', type: 'gradeA', extra: { isCommentMandatoryNeg: true, isPictureMandatoryNeg: true } },
  { ref: 'ALL-gradeB', type: 'gradeB' },
  { ref: 'ALL-gradeC', type: 'gradeC' },
  { ref: 'ALL-gradeD', type: 'gradeD' },
  { ref: 'ALL-gradeE', type: 'gradeE' },
  { ref: 'ALL-gradeF', type: 'gradeF' },
  { ref: 'ALL-gradeG', type: 'gradeG' },
  { ref: 'ALL-gradeH', type: 'gradeH' },
  { ref: 'ALL-gradeI', type: 'gradeI' },
  { ref: 'ALL-gradeJ', type: 'gradeJ', extra: { isMandatory: true } },
  { ref: 'ALL-gradeK', type: 'gradeK' },
  { ref: 'ALL-asks', type: 'radio', extra: { requiredCommentMinScore: 2 } },
];

/** A module type with one cluster of QUESTIONS, a type at Hotel Solvik with it, an inspection for the agent. */
export async function inspectionOfEveryType(server: TestServer): Promise<string> {
  const admin = new ApiClient(server.url);
  await admin.login('super@demo.test');
  const moduleType = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
    name: 'Alla frågetyper',
    classification: 'accommodation',
    area: 'room',
  });
  const tree = await admin.request<{ clusters: Array<{ id: string }> }>(
    'POST',
    `/api/admin/questions/${moduleType.body.id}/clusters`,
    { name: 'Alla typer' },
  );
  const clusterId = tree.body.clusters[0]!.id;
  for (const [ordinal, q] of QUESTIONS.entries()) {
    const added = await admin.request('POST', `/api/admin/questions/${moduleType.body.id}`, {
      content: `Fråga av typen ${q.ref}`,
      classification: 'quality',
      referenceNumber: q.ref,
      questionClusterId: clusterId,
      type: q.type,
      ordinal,
      ...q.extra,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return inspectionAtSolvik(server, admin, {
    moduleTypeId: moduleType.body.id,
    typeName: 'Alla frågetyper',
    moduleName: 'Alla typer',
  });
}

/**
 * An inspection type at Hotel Solvik with one module of the given module type, and an inspection of it for
 * the demo agent on 2026-11-22 09:00; `admin` is a signed-in superUser.
 */
export async function inspectionAtSolvik(
  server: TestServer,
  admin: ApiClient,
  plan: {
    moduleTypeId: string;
    typeName: string;
    moduleName: string;
    useTabs?: boolean;
    extraQuestions?: Array<{ content: string }>;
  },
): Promise<string> {
  const solvik = (await readModelsOf(server)
    .collection<HotelDocument>('hotels')
    .findOne({ name: 'Hotel Solvik' }))!._id;
  const type = await admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
    name: plan.typeName,
  });
  await admin.request('POST', `/api/admin/inspection-types/${type.body.id}/inspection-modules`, {
    name: plan.moduleName,
    type: plan.moduleTypeId,
    ...(plan.useTabs ? { useTabs: true } : {}),
  });
  const agent = (
    await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
  ).body.find((u) => u.email === 'agent@demo.test')!;
  const created = await admin.request<{ id: string }>('POST', '/api/admin/inspections', {
    hotel: solvik,
    inspectionType: type.body.id,
    startTime: '2026-11-22',
    startTimeHour: '09:00',
    user: agent.id,
    ...(plan.extraQuestions ? { extraQuestions: plan.extraQuestions } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}
