import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_CHARS } from '../../src-domain/inspection/index.ts';
import { link } from '../../src-web/routes.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoInspectionAtSolvik } from '../support/demo-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('comment too long browser tests');

const NBSP = '\u00a0';
const TOO_LONG = 'x'.repeat(COMMENT_MAX_CHARS + 1);

interface Loaded {
  modules: Array<{
    id: string;
    clusters: Array<{
      id: string;
      name: string;
      comments: string;
      questions: Array<{ id: string; referenceNumber: string; answer: { comment: string } }>;
    }>;
  }>;
}

/**
 * The field stops typing at the limit (maxlength), so the refusal is reached as a paste by other means
 * would reach it: the limit taken off the field, then the text put in through its own input events.
 */
async function pastePastTheLimit(field: Locator, text: string): Promise<void> {
  expect(await field.getAttribute('maxlength')).toBe(String(COMMENT_MAX_CHARS));
  await field.evaluate((el) => el.removeAttribute('maxlength'));
  await field.fill(text);
  await field.blur();
}

/** A comment over the API's limit (inspection-run §5's comments; src-api/inspections/schema.ts). */
describe.skipIf(browserMissing)('a comment too long in Chromium', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });

  /**
   * A Mystery guest inspection for the agent, its first module's first cluster (named in `language`), and the
   * company admin's API.
   */
  async function inspection(language = 'sv_SE') {
    const id = await demoInspectionAtSolvik(server());
    const admin = new ApiClient(server().url);
    await admin.login('company@demo.test');
    const loaded = async () =>
      (await admin.request<Loaded>('GET', `/api/inspections/${id}?languageShortCode=${language}`)).body
        .modules[0]!;
    const module = await loaded();
    return { id, admin, loaded, moduleId: module.id, cluster: module.clusters[0]! };
  }

  it('keeps a refused question comment in the field, says why under the question, and saves a shorter one', async () => {
    const { id, admin, loaded, moduleId, cluster } = await inspection();
    const questionId = cluster.questions.find((q) => q.referenceNumber === '3099-02')!.id;
    const onServer = async () =>
      (await loaded()).clusters.flatMap((c) => c.questions).find((q) => q.id === questionId)!.answer.comment;
    const page = await signedIn('agent@demo.test', link.module(id, moduleId));
    const question = page.getByTestId('question').filter({ hasText: '3099-02' });
    const field = question.getByPlaceholder('Kommentar');

    await field.fill('Entrén var smutsig');
    await field.blur();
    await expect.poll(onServer).toBe('Entrén var smutsig');

    await pastePastTheLimit(field, TOO_LONG);
    await expect
      .poll(() => question.getByRole('alert').textContent())
      .toBe(`Kommentaren är för lång: den får vara högst 10${NBSP}000 tecken. Korta den för att spara den.`);
    // The refused answer goes back on the screen's store; what was typed stays in the field all the same.
    await page.waitForTimeout(1500);
    expect(await field.inputValue()).toBe(TOO_LONG);
    expect(await onServer()).toBe('Entrén var smutsig');

    // Unsaved, the text is not overwritten by the next one from someone else: theirs is offered beside it.
    await admin.request(
      'POST',
      `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}/comment`,
      {
        comment: 'Skräp vid entrén',
      },
    );
    await question.getByText('Någon annan ändrade kommentaren till: “Skräp vid entrén”').waitFor();
    expect(await field.inputValue()).toBe(TOO_LONG);

    // Shortened, it is sent again and saved; the message goes.
    await field.fill('Smutsig vid dörren');
    await field.blur();
    await expect.poll(onServer).toBe('Smutsig vid dörren');
    await expect.poll(() => question.getByRole('alert').count()).toBe(0);
    expect(await field.inputValue()).toBe('Smutsig vid dörren');
  });

  it('keeps a refused cluster comment in the field with the reason under it, in German on a phone', async () => {
    const { id, admin, loaded, moduleId, cluster } = await inspection('de_DE');
    const onServer = async () => (await loaded()).clusters.find((c) => c.id === cluster.id)!.comments;
    const page = await signedIn('agent@demo.test', link.module(id, moduleId), {
      width: 420,
      locale: 'de_DE',
    });
    const field = page.getByPlaceholder(`Kommentare zu ${cluster.name}`);

    await pastePastTheLimit(field, TOO_LONG);
    const error = page.getByTestId('field-error');
    await expect
      .poll(() => error.textContent())
      .toBe(
        'Der Kommentar ist zu lang: Er darf höchstens 10.000 Zeichen haben. Kürzen Sie ihn, um ihn zu speichern.',
      );
    expect(await field.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await field.inputValue()).toBe(TOO_LONG);

    // Someone else's comment is offered, not taken in place of the unsaved text.
    await admin.request('POST', `/api/inspections/${id}/modules/${moduleId}/cluster-comments/${cluster.id}`, {
      comments: 'Lobby sauber',
    });
    await page.getByText('Lobby sauber').waitFor();
    expect(await field.inputValue()).toBe(TOO_LONG);

    await field.fill('Eingang schmutzig');
    await field.blur();
    await expect.poll(onServer).toBe('Eingang schmutzig');
    await expect.poll(() => error.count()).toBe(0);
  });
});
