import { expect } from 'vitest';
import { createUser } from '../../src-api/users/create-user.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { TOKENS } from '../../src-server/container.ts';
import type { Fixtures } from './fixtures.ts';
import { reportableInspection } from './reportable-inspection.ts';
import { ApiClient, type TestServer } from './test-server.ts';

/**
 * An inspection at Solvik the demo agent answered (one deviation, with a picture) and submitted, with the
 * deviation flagged for the action plan by the companyAdmin: a report worth sharing.
 */
export async function endedInspectionWithPicture(
  server: TestServer,
  f: Fixtures,
  agent: ApiClient,
  reviewer: ApiClient,
): Promise<string> {
  const id = await f.throwawayInspection('solvik', 'agent@demo.test');
  const way = reportableInspection(server.url, agent);
  const { moduleId, questionId } = await way.radioQuestion(id);
  const path = `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}`;
  expect((await agent.request('POST', `${path}/score`, { score: 2, comment: 'Dammigt' })).status).toBe(200);
  await way.picture(id, moduleId, questionId);
  await way.submit(id);
  const flagged = await reviewer.request('POST', `${path}/setFollowUp`, {
    needsFollowUp: true,
    followUpComment: 'Städa hörnen',
    followUpTip: false,
    followUpDeadline: '2026-12-31',
  });
  expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
  return id;
}

let made = 0;

/** A new admin of the demo organization who can sign in, signed in: a share link's creator to change. */
export async function signedInAdmin(
  server: TestServer,
  organizationId: string,
  role: Extract<Role, 'companyAdmin' | 'hotelAdmin'>,
  hotelIds: string[],
): Promise<{ id: string; client: ApiClient }> {
  const container = server.runtime.container;
  const email = `sharer-${Date.now()}-${made++}@demo.test`;
  const created = await createUser(
    { commands: container.get(TOKENS.commands), credentials: container.get(TOKENS.credentials) },
    { name: `Sharer ${made}`, email, role, organizationId, hotelIds, password: 'demo-password-2026' },
    container.get(TOKENS.clock).now(),
  );
  await container.get(TOKENS.engine).waitFor(created.position);
  const client = new ApiClient(server.url);
  expect((await client.login(email)).status).toBe(200);
  return { id: created.userId, client };
}

/** A share link made by `by`: its id and token. */
export async function shareLink(
  by: ApiClient,
  inspectionId: string,
  kind: 'report' | 'reportAuditQA' = 'report',
): Promise<{ id: string; token: string }> {
  const made = await by.request<{ id: string; path: string }>(
    'POST',
    `/api/admin/inspections/${inspectionId}/shares`,
    { kind },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id, token: made.body.path.split('/').at(-1)! };
}
