import { expect } from 'vitest';
import type { Actor } from './actors.ts';
import type { Fixtures } from './fixtures.ts';
import { reportableInspection } from './reportable-inspection.ts';
import type { ApiClient } from './test-server.ts';

const ok = async <T>(answer: Promise<{ status: number; body: T }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

/**
 * A plan sent with one action at Hotel Solvik: the demo agent submits an inspection with a radio answer, the
 * companyAdmin flags it as an action with `deadline` and sends the plan with a follow-up inspection assigned
 * to `ownerId` (who then owns the action). The clock must be on or before the deadline's local day.
 */
export async function actionWithDeadline(
  serverUrl: string,
  as: Record<Actor, ApiClient>,
  fixtures: Fixtures,
  options: { deadline: string; ownerId: string; comment?: string },
) {
  const id = await fixtures.throwawayInspection('solvik', 'agent@demo.test');
  const way = reportableInspection(serverUrl, as.user);
  const question = await way.radioQuestion(id);
  await way.submit(id);
  await ok(
    as.companyAdmin.request(
      'POST',
      `/api/inspections/${id}/modules/${question.moduleId}/questions/${question.questionId}/setFollowUp`,
      {
        needsFollowUp: true,
        followUpTip: false,
        followUpFeedback: false,
        followUpComment: options.comment ?? 'Replace the curtain',
        followUpDeadline: options.deadline,
      },
    ),
  );
  await ok(
    as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
      startTime: options.deadline,
      startTimeHour: '23:00',
      user: options.ownerId,
      sendCCToCreator: false,
    }),
  );
  return { inspectionId: id, moduleId: question.moduleId, questionId: question.questionId };
}
