import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { photo } from '../support/hostile-images.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

const BOUNDARY = 'proof-boundary';
/** What the body claims to carry: far more than the few bytes sent, so only an early answer can come. */
const DECLARED_BYTES = 4 * 1024 * 1024;
/** Long enough for an answer on a loaded machine; a server that waits for the body never answers in it. */
const ANSWER_WITHIN_MS = 8000;

/**
 * Proof uploads check ownership first (issue 27 item 8): an agent at the entity who does not own the action
 * is answered 403 before the upload's body is read. The request below sends its headers and the start of a
 * large multipart body, then waits: the answer must come while the body is still unsent, and no temporary
 * upload directory may appear for it.
 */
describe('a proof upload by someone who does not own the action', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let stranger: ApiClient;
  let path: string;
  const uploads = () => {
    try {
      return readdirSync(join(server.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    server = await startTestServer();
    as = await signInActors(server);
    f = await demoFixtures(server);
    // Another agent at the same entity: may read the sent plan, does not own its action.
    const password = 'stranger-password-2026';
    const email = `stranger-${Date.now()}@demo.test`;
    const created = await as.superUser.request('POST', '/api/admin/users', {
      name: 'Stina Stranger',
      email,
      agentCode: 'S-1',
      role: 'user',
      profile: '',
      organizationId: f.demoOrg,
      hotelIds: [f.solvik],
      password,
      passwordRepeat: password,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    stranger = new ApiClient(server.url);
    expect((await stranger.login(email, password)).status).toBe(200);

    // A submitted inspection of the demo agent with one action, its plan sent: the agent owns the action.
    const id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server.url, as.user);
    const { moduleId, questionId } = await way.radioQuestion(id);
    await way.submit(id);
    const setFollowUp = await as.companyAdmin.request(
      'POST',
      `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}/setFollowUp`,
      {
        needsFollowUp: true,
        followUpTip: false,
        followUpFeedback: false,
        followUpComment: 'Replace the curtain',
        followUpDeadline: '2099-01-10',
      },
    );
    expect(setFollowUp.status).toBe(200);
    const sent = await as.companyAdmin.request('POST', `/api/inspections/${id}/follow-up`, {
      startTime: '2026-12-01',
      startTimeHour: '09:30',
      user: f.demoAgent,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    path = `/api/inspections/${id}/actions/${moduleId}/${questionId}/done`;
    expect((await stranger.request('GET', `/api/inspections/${id}/action-plan`)).status).toBe(200);
  });
  afterAll(() => server.close());

  /** Starts an upload, sends only the first part of its body, and resolves with the answer or null. */
  const startedUpload = (cookie: string) =>
    new Promise<{ status: number; body: string; uploadsWhileOpen: string[] } | null>((resolve, reject) => {
      const url = new URL(path, server.url);
      const outgoing = request(url, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(DECLARED_BYTES),
        },
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        resolve(null);
      }, ANSWER_WITHIN_MS);
      outgoing.on('response', (response) => {
        const uploadsWhileOpen = uploads();
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          clearTimeout(timer);
          outgoing.destroy();
          resolve({ status: response.statusCode!, body, uploadsWhileOpen });
        });
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // Our own destroy after the answer, or the server closing the unread body: not a failure.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      outgoing.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="comment"\r\n\r\nNot mine\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      );
      outgoing.write(Buffer.alloc(64 * 1024, 1));
    });

  it('is answered 403 before the body is sent, and nothing of it reaches the disk', async () => {
    const before = uploads();
    const answer = await startedUpload(stranger.sessionCookie);
    expect(answer, 'no answer while the body was still being sent').not.toBeNull();
    expect(answer!.status).toBe(403);
    expect(JSON.parse(answer!.body)).toEqual({ msg: 'errors.noPermission', errors: {} });
    expect(answer!.uploadsWhileOpen).toEqual(before);
    expect(uploads()).toEqual(before);
  });

  it('still takes the owner’s proof, and an admin’s for them', async () => {
    const done = async (client: ApiClient, comment: string) => {
      const form = new FormData();
      form.append('comment', comment);
      form.append('file', new Blob([new Uint8Array(await photo(30, 30, 'png'))]), 'fixed.png');
      const response = await fetch(server.url + path, {
        method: 'POST',
        body: form,
        headers: { cookie: client.sessionCookie },
      });
      return response.status;
    };
    expect(await done(as.user, 'New curtain hung')).toBe(200);
    const plan = await as.user.request<{ items: Array<{ action: { state: string } | null }> }>(
      'GET',
      path.replace(/\/actions\/.*$/, '/action-plan'),
    );
    expect(plan.body.items.find((item) => item.action)!.action!.state).toBe('done');
    const reopened = await as.hotelAdmin.request('POST', path.replace(/done$/, 'reopen'), {
      reason: 'The rail is loose',
    });
    expect(reopened.status).toBe(200);
    expect(await done(as.hotelAdmin, 'Rail fixed for the agent')).toBe(200);
  });
});
