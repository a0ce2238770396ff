import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import { link } from '../../src-web/routes.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { photo } from '../support/hostile-images.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const browserMissing = chromiumMissing('question card browser tests');

/** Screenshots to look at, when SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

/** The Guest room of these tests: a checkbox, two always-to-never questions, a yes/no, and a free text. */
const QUESTIONS: Array<{ ref: string; type: QuestionType; content: string }> = [
  { ref: 'CARD-remote', type: 'gradeH', content: 'Låg fjärrkontrollen på sin plats?' },
  { ref: 'CARD-clean', type: 'radio', content: 'Var rummet städat?' },
  { ref: 'CARD-bed', type: 'radio', content: 'Var sängen bäddad?' },
  { ref: 'CARD-card', type: 'gradeF', content: 'Fanns välkomstkortet?' },
  { ref: 'CARD-note', type: 'gradeJ', content: 'Vem tog emot dig?' },
];

describe.skipIf(browserMissing)('the question card in Chromium', () => {
  const { signedIn, server } = browserSuite();

  /** A type with the Guest room at Hotel Solvik, and an inspection of it for the agent: ids and the agent's API. */
  async function guestRoomInspection() {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const moduleType = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
      name: `Gästrum ${Math.random().toString(36).slice(2, 7)}`,
      classification: 'accommodation',
      area: 'room',
    });
    const tree = await admin.request<{ clusters: Array<{ id: string }> }>(
      'POST',
      `/api/admin/questions/${moduleType.body.id}/clusters`,
      { name: 'Rummet' },
    );
    const refs = `${Math.random().toString(36).slice(2, 6)}`;
    for (const [ordinal, q] of QUESTIONS.entries()) {
      const added = await admin.request('POST', `/api/admin/questions/${moduleType.body.id}`, {
        content: q.content,
        classification: 'quality',
        referenceNumber: `${q.ref}-${refs}`,
        questionClusterId: tree.body.clusters[0]!.id,
        type: q.type,
        ordinal,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const solvik = (await readModelsOf(server())
      .collection<HotelDocument>('hotels')
      .findOne({ name: 'Hotel Solvik' }))!._id;
    const type = await admin.request<{ id: string }>('POST', `/api/admin/hotels/${solvik}/inspection-types`, {
      name: `Rumskontroll ${refs}`,
    });
    await admin.request('POST', `/api/admin/inspection-types/${type.body.id}/inspection-modules`, {
      name: 'Gästrum',
      type: moduleType.body.id,
    });
    const agentId = (
      await admin.request<Array<{ id: string; email: string }>>('GET', '/api/admin/users')
    ).body.find((u) => u.email === 'agent@demo.test')!.id;
    const created = await admin.request<{
      id: string;
      modules: Array<{
        id: string;
        clusters: Array<{ questions: Array<{ id: string; referenceNumber: string }> }>;
      }>;
    }>('POST', '/api/admin/inspections', {
      hotel: solvik,
      inspectionType: type.body.id,
      startTime: '2026-11-26',
      startTimeHour: '09:00',
      user: agentId,
    });
    expect(created.status).toBe(201);
    const module = created.body.modules[0]!;
    const questionIds = Object.fromEntries(
      module.clusters
        .flatMap((c) => c.questions)
        .map((q) => [q.referenceNumber.replace(`-${refs}`, ''), q.id]),
    );
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const questionPath = (ref: string) =>
      `/api/inspections/${created.body.id}/modules/${module.id}/questions/${questionIds[ref]}`;
    const answerOf = async (ref: string) => {
      const state = await admin.request<{
        answers: Record<string, Record<string, { score: number | null; attachments: unknown[] }>>;
      }>('GET', `/api/inspections/${created.body.id}/state`);
      return state.body.answers[module.id]?.[questionIds[ref]!];
    };
    return { id: created.body.id, moduleId: module.id, agent, questionPath, answerOf };
  }

  const card = (page: Page, content: string) => page.getByTestId('question').filter({ hasText: content });

  it('keeps an unticked checkbox out of the unanswered, stores it as "no" when the module is finished, and shows it unticked', async () => {
    const { id, moduleId, agent, questionPath, answerOf } = await guestRoomInspection();
    await agent.request('POST', `${questionPath('CARD-clean')}/score`, { score: 0 });
    await agent.request('POST', `${questionPath('CARD-note')}/comment`, { comment: 'Receptionen' });
    const page = await signedIn('agent@demo.test', link.module(id, moduleId));
    const remote = card(page, 'fjärrkontrollen').getByRole('checkbox', { name: 'Ja' });
    await remote.waitFor();
    expect(await remote.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Avsluta modulen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Avsluta modulen?').waitFor();
    // Two are unanswered (the bed and the welcome card); the checkbox is answered: unticked is "no".
    await dialog.getByText('2 frågor är obesvarade; de får det bästa svaret.').waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Var sängen bäddad?',
      'Fanns välkomstkortet?',
    ]);
    await shot(page, 'finish-dialog-sv-1280');
    await dialog.getByRole('button', { name: 'Avsluta modulen' }).click();
    await page.waitForURL(`**/sessions/${id}`);

    // The server holds the checkbox's "no" and the best answer for the others.
    expect(await answerOf('CARD-remote')).toMatchObject({ score: 0 });
    expect(await answerOf('CARD-bed')).toMatchObject({ score: 0 });
    expect(await answerOf('CARD-card')).toMatchObject({ score: 1 });
    await page.goto(server().url + link.module(id, moduleId));
    await remote.waitFor();
    expect(await remote.isChecked()).toBe(false);
    await card(page, 'sängen').getByRole('button', { name: 'Alltid', exact: true }).waitFor();
  });

  it('removes a photo after asking (gone on a second browser without a fetch), and shows the photos large, one after another', async () => {
    const { id, moduleId, agent, questionPath, answerOf } = await guestRoomInspection();
    for (const [name, width] of [
      ['forsta.png', 80],
      ['andra.png', 120],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await photo(width, 60))]), name);
      form.append('isFollowUp', 'false');
      const sent = await fetch(`${server().url}${questionPath('CARD-clean')}/files`, {
        method: 'POST',
        body: form,
        headers: { cookie: agent.sessionCookie },
      });
      expect(sent.status).toBe(201);
    }
    // A file that is not a photo: listed as a download, removable too, never in the viewer.
    const pdf = new FormData();
    pdf.append('file', new Blob([new Uint8Array(MINIMAL_PDF)]), '12-rapport.pdf');
    pdf.append('isFollowUp', 'false');
    expect(
      (
        await fetch(`${server().url}${questionPath('CARD-clean')}/files`, {
          method: 'POST',
          body: pdf,
          headers: { cookie: agent.sessionCookie },
        })
      ).status,
    ).toBe(201);
    const page = await signedIn('agent@demo.test', link.module(id, moduleId));
    const watcher = await signedIn('hotel@demo.test', link.module(id, moduleId));
    const clean = card(page, 'städat');
    await clean.getByRole('img', { name: 'forsta.png' }).waitFor();
    await clean.getByRole('link', { name: 'rapport.pdf' }).waitFor();
    await clean.getByRole('button', { name: 'Ta bort 12-rapport.pdf' }).waitFor();
    await card(watcher, 'städat').getByRole('img', { name: 'andra.png' }).waitFor();
    await watcher.waitForLoadState('networkidle');

    // The viewer: the first photo large, the next by arrow key and by button (round the end), Escape closes.
    await clean.getByRole('button', { name: 'forsta.png', exact: true }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText('Foto 1 av 2').waitFor();
    expect(await viewer.getByRole('img').getAttribute('alt')).toBe('forsta.png');
    await shot(page, 'viewer-sv-1280', false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Foto 2 av 2').waitFor();
    expect(await viewer.getByRole('img').getAttribute('alt')).toBe('andra.png');
    await viewer.getByRole('button', { name: 'Nästa' }).click();
    await viewer.getByText('Foto 1 av 2').waitFor();
    await viewer.getByRole('button', { name: 'Föregående' }).click();
    await viewer.getByText('Foto 2 av 2').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // On a phone the viewer fills the screen too.
    const phone = await signedIn('agent@demo.test', link.module(id, moduleId), { width: 420 });
    await card(phone, 'städat').getByRole('button', { name: 'andra.png', exact: true }).click();
    await phone.getByRole('dialog').getByText('Foto 2 av 2').waitFor();
    await shot(phone, 'viewer-sv-420', false);
    await phone.close();

    // Removing asks first; cancelling keeps the photo.
    const watcherGets: string[] = [];
    watcher.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) watcherGets.push(url.pathname);
    });
    await clean.getByRole('button', { name: 'Ta bort forsta.png' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Ta bort fotot eller filen?').waitFor();
    await shot(page, 'remove-confirm-sv-1280');
    // What cannot be undone is confirmed with a red button (rgb(185, 28, 28) is red-700), not the usual blue.
    expect(
      await confirm
        .getByRole('button', { name: 'Ta bort', exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toMatch(/^(rgb\(185, 28, 28\)|oklch\(0\.505 0\.213 27\.518\))$/);
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await answerOf('CARD-clean'))!.attachments).toHaveLength(3);

    await clean.getByRole('button', { name: 'Ta bort forsta.png' }).click();
    await confirm.getByRole('button', { name: 'Ta bort', exact: true }).click();
    // (While a dialog is open the page behind it is hidden from the roles: it goes first.)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => clean.getByRole('img', { name: 'forsta.png' }).count()).toBe(0);
    expect(await clean.getByRole('img', { name: 'andra.png' }).count()).toBe(1);
    expect((await answerOf('CARD-clean'))!.attachments).toHaveLength(2);
    // The co-editor's screen drops it from the push alone.
    await expect.poll(() => card(watcher, 'städat').getByRole('img', { name: 'forsta.png' }).count()).toBe(0);
    expect(await card(watcher, 'städat').getByRole('img', { name: 'andra.png' }).count()).toBe(1);
    expect(watcherGets).toEqual([]);
  });

  it('keeps cards compact on a phone, and shows each module’s progress in a bar and in words', async () => {
    const { id, moduleId, agent, questionPath } = await guestRoomInspection();
    await agent.request('POST', `${questionPath('CARD-bed')}/comment`, { comment: 'Ett hårstrå på kudden' });
    const page = await signedIn('agent@demo.test', link.module(id, moduleId), { width: 420 });
    const clean = card(page, 'städat');
    await clean.getByRole('button', { name: 'Kommentar', exact: true }).waitFor();
    // Behind small buttons until used: no comment box, no full upload button.
    expect(await clean.getByRole('textbox').count()).toBe(0);
    expect(await clean.getByRole('button', { name: 'Lägg till foto eller fil' }).count()).toBe(0);
    // A card with a comment shows it open; a free-text answer is never hidden.
    expect(await card(page, 'sängen').getByRole('textbox').count()).toBe(1);
    expect(await card(page, 'Vem tog emot').getByRole('textbox').count()).toBe(1);
    // The checkbox is answered from the start (unticked is "no").
    const progress = page.getByRole('progressbar');
    await expect.poll(() => progress.getAttribute('aria-label')).toBe('1 av 4 besvarade');
    await shot(page, 'module-compact-sv-420');
    expect(await seriousViolations(page)).toEqual([]);

    await clean.getByRole('button', { name: 'Kommentar', exact: true }).click();
    const box = clean.getByRole('textbox');
    await box.waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await clean.getByRole('button', { name: 'Foto/fil' }).click();
    await page.getByRole('dialog').getByText('Lägg till foto eller fil').waitFor();
    await page.keyboard.press('Escape');

    await clean.getByRole('button', { name: 'Alltid', exact: true }).click();
    await expect.poll(() => progress.getAttribute('aria-label')).toBe('2 av 4 besvarade');
    await page.getByText('2 av 4 besvarade').waitFor();

    // The overview shows the same, per module card.
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await page.waitForURL(`**/sessions/${id}`);
    const moduleCard = page.getByTestId('module-card');
    await moduleCard.getByText('2 av 4 besvarade').waitFor();
    expect(await moduleCard.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    await shot(page, 'overview-sv-420');
    expect(await seriousViolations(page)).toEqual([]);

    // At desktop width the card is as before: the comment box and the upload button right there.
    const wide = await signedIn('agent@demo.test', link.module(id, moduleId));
    const wideCard = card(wide, 'Fanns välkomstkortet');
    await wideCard.getByRole('button', { name: 'Lägg till foto eller fil' }).waitFor();
    expect(await wideCard.getByRole('textbox').count()).toBe(1);
    expect(await wideCard.getByRole('button', { name: 'Kommentar', exact: true }).count()).toBe(0);
    await shot(wide, 'module-sv-1280');
    await wide.goto(server().url + link.inspection(id));
    await wide.getByTestId('module-card').getByText('2 av 4 besvarade').waitFor();
    await shot(wide, 'overview-sv-1280');

    // Another language: the words follow it.
    for (const [width, suffix] of [
      [420, '420'],
      [1280, '1280'],
    ] as const) {
      const german = await signedIn('agent@demo.test', link.module(id, moduleId), { width });
      await german.evaluate(() => localStorage.setItem('inspecta.locale', 'de_DE'));
      await german.reload();
      await german.getByText('2 von 4 beantwortet').waitFor();
      await shot(german, `module-de-${suffix}`);
      await german.goto(server().url + link.inspection(id));
      await german.getByTestId('module-card').getByText('2 von 4 beantwortet').waitFor();
      await shot(german, `overview-de-${suffix}`);
    }
  });
});
