import { TOKENS } from '../../src-server/container.ts';
import { createUser } from '../../src-api/users/create-user.ts';
import { userDecider, userStream } from '../../src-domain/user/index.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import { ApiClient, readModelsOf, type TestServer } from './test-server.ts';

export const ACTORS = ['anon', 'deactivated', 'user', 'hotelAdmin', 'companyAdmin', 'superUser'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * A signed-in client per role of the demo organization, an anonymous one, and a "deactivated" one whose
 * session was valid until its user was deactivated (so its cookie is real, only no longer honoured).
 */
export async function signInActors(server: TestServer): Promise<Record<Actor, ApiClient>> {
  const clients = {} as Record<Actor, ApiClient>;
  clients.anon = new ApiClient(server.url);
  const logins: Array<[Actor, string]> = [
    ['user', 'agent@demo.test'],
    ['hotelAdmin', 'hotel@demo.test'],
    ['companyAdmin', 'company@demo.test'],
    ['superUser', 'super@demo.test'],
  ];
  for (const [actor, email] of logins) {
    clients[actor] = new ApiClient(server.url);
    const answer = await clients[actor].login(email);
    if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  }
  const organization = await readModelsOf(server)
    .collection<OrganizationDocument>('organizations')
    .findOne({ name: 'Demo Hotels' });
  const commands = server.runtime.container.get(TOKENS.commands);
  const soon = await createUser(
    { commands, credentials: server.runtime.container.get(TOKENS.credentials) },
    {
      name: 'Soon Deactivated',
      email: `soon-${Date.now()}@demo.test`,
      role: 'user',
      organizationId: organization!._id,
      password: 'demo-password-2026',
    },
    new Date(),
  );
  await server.runtime.container.get(TOKENS.engine).waitFor(soon.position);
  clients.deactivated = new ApiClient(server.url);
  const email = (await readModelsOf(server).collection('users').findOne({ _id: soon.userId }))!
    .email as string;
  await clients.deactivated.login(email);
  const cookie = clients.deactivated.sessionCookie;
  const deactivated = await commands.handle(userDecider, userStream(soon.userId), {
    type: 'ChangeRole',
    role: 'deactivated',
  });
  await server.runtime.container.get(TOKENS.engine).waitFor(deactivated.position);
  // Keep sending the now-dead cookie, as a browser that was signed in would.
  clients.deactivated = new ApiClient(server.url);
  Object.defineProperty(clients.deactivated, 'sessionCookie', { get: () => cookie });
  const request = clients.deactivated.request.bind(clients.deactivated);
  clients.deactivated.request = (method, path, body, headers = {}) =>
    request(method, path, body, { cookie, ...headers });
  return clients;
}
