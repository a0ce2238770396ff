import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../src-domain/shared/scales.ts';
import { link } from '../../src-web/routes.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { inspectionAtSolvik } from '../support/every-type-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('typed answers browser tests');
const SHOTS = process.env.SHOTS_DIR;

/** The first tab holds one question of each kind of input the card has, and the module's context questions. */
const QUESTIONS: Array<{ ref: string; type: QuestionType }> = [
  { ref: 'TY-number', type: 'gradeG' },
  { ref: 'TY-text', type: 'gradeJ' },
  { ref: 'TY-comment', type: 'radio' },
  { ref: 'TY-pills', type: 'radio' },
  { ref: 'TY-circle', type: 'circle' },
  { ref: 'TY-check', type: 'gradeH' },
  // A comment-only question: its comment is for reviewers (inspection-run §5).
  { ref: 'TY-reviewer', type: 'gradeI' },
];

const WORDS = {
  sv_SE: {
    firstTab: 'Första fliken',
    secondTab: 'Andra fliken',
    roomNumber: 'Rumsnummer',
    roomType: 'Rumstyp',
    number: 'Tal',
    answerText: 'Ditt svar',
    comment: 'Kommentar',
    clusterComments: 'Kommentarer om Första fliken',
    next: 'Nästa',
    back: 'Tillbaka',
    close: 'Stäng',
    general: 'Allmänna kommentarer',
    comfortZones: 'Komfortzoner',
    guestExpectation: 'Gästens förväntan',
    showMore: 'Visa fler frågor',
    often: 'Ofta',
    rarely: 'Sällan',
    yes: 'Ja',
    open: 'Öppna Allt som skrivs',
  },
  de_DE: {
    firstTab: 'Erster Reiter',
    secondTab: 'Zweiter Reiter',
    roomNumber: 'Zimmernummer',
    roomType: 'Zimmertyp',
    number: 'Zahl',
    answerText: 'Ihre Antwort',
    comment: 'Kommentar',
    clusterComments: 'Kommentare zu Erster Reiter',
    next: 'Weiter',
    back: 'Zurück',
    close: 'Schließen',
    general: 'Allgemeine Kommentare',
    comfortZones: 'Komfortzonen',
    guestExpectation: 'Gästeerwartung',
    showMore: 'Weitere Fragen anzeigen',
    often: 'Oft',
    rarely: 'Selten',
    yes: 'Ja',
    open: 'Allt som skrivs öffnen',
  },
};
type Locale = keyof typeof WORDS;

describe.skipIf(browserMissing)('nothing typed is lost in Chromium', () => {
  const { signedIn, server } = browserSuite({ reuseSignIns: true });
  let inspections = 0;

  /**
   * A module type with two clusters shown as tabs (the first with QUESTIONS, a cluster comment and the
   * context questions "Rumsnummer" and "Rumstyp", each also in German), a type at Hotel Solvik with it, and
   * an inspection with an extra question for the agent.
   */
  async function typedInspection(): Promise<string> {
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const moduleType = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
      name: 'Allt som skrivs',
      classification: 'accommodation',
      area: 'room',
    });
    const typeId = moduleType.body.id;
    const clusterIds: string[] = [];
    for (const [sv, de] of [
      [WORDS.sv_SE.firstTab, WORDS.de_DE.firstTab],
      [WORDS.sv_SE.secondTab, WORDS.de_DE.secondTab],
    ] as const) {
      const tree = await admin.request<{ clusters: Array<{ id: string; name: string }> }>(
        'POST',
        `/api/admin/questions/${typeId}/clusters`,
        { name: sv },
      );
      const id = tree.body.clusters.find((c) => c.name === sv)!.id;
      clusterIds.push(id);
      const named = await admin.request(
        'PUT',
        `/api/admin/questions/clusters/${id}?languageShortCode=de_DE`,
        { name: de },
      );
      expect(named.status, JSON.stringify(named.body)).toBe(200);
    }
    const questions = [...QUESTIONS, { ref: 'TY-later', type: 'radio' as const }];
    // Reference numbers are unique across the catalogue: each inspection's carry its own suffix.
    const suffix = ++inspections;
    for (const [ordinal, q] of questions.entries()) {
      const added = await admin.request('POST', `/api/admin/questions/${typeId}`, {
        content: `Fråga ${q.ref}`,
        classification: 'quality',
        referenceNumber: `${q.ref}-${suffix}`,
        questionClusterId: q.ref === 'TY-later' ? clusterIds[1] : clusterIds[0],
        type: q.type,
        ordinal,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    for (const [ordinal, [sv, de]] of [
      [WORDS.sv_SE.roomNumber, WORDS.de_DE.roomNumber],
      [WORDS.sv_SE.roomType, WORDS.de_DE.roomType],
    ].entries()) {
      const tree = await admin.request<{
        clusters: Array<{ contextQuestions: Array<{ id: string; content: string }> }>;
      }>('POST', `/api/admin/questions/${typeId}/context-questions`, {
        content: sv,
        questionClusterId: clusterIds[0],
        ordinal,
      });
      expect(tree.status, JSON.stringify(tree.body)).toBe(201);
      const id = tree.body.clusters.flatMap((c) => c.contextQuestions).find((q) => q.content === sv)?.id;
      expect(id, JSON.stringify(tree.body)).toBeTruthy();
      const named = await admin.request(
        'PUT',
        `/api/admin/questions/context-questions/${id}?languageShortCode=de_DE`,
        { content: de },
      );
      expect(named.status, JSON.stringify(named.body)).toBe(200);
    }
    return inspectionAtSolvik(server(), admin, {
      moduleTypeId: typeId,
      typeName: 'Allt som skrivs',
      moduleName: 'Allt som skrivs',
      useTabs: true,
      extraQuestions: [{ content: 'Hur var bemötandet?' }],
    });
  }

  function agentIn(locale: Locale, id: string, width: number): Promise<Page> {
    return signedIn('agent@demo.test', link.inspection(id), { width, locale });
  }

  /**
   * A tab shows its first five questions until more are asked for (inspection-run §2). The button comes in
   * the same render as the questions, so once a question shows, an absent button means all are shown
   * already; a press may still miss it when scrolling to it brings the rest first (which takes it away).
   */
  async function showAllQuestions(page: Page, showMore: string, last: Locator): Promise<void> {
    const more = page.getByRole('button', { name: showMore });
    if (await more.isVisible()) await more.click({ timeout: 3000 }).catch(() => {});
    await last.waitFor();
  }

  async function shot(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  for (const [locale, width] of [
    ['sv_SE', 1280],
    ['de_DE', 420],
  ] as const) {
    it(`keeps what is typed and left at once for a tab, Next, Back, a link or a reload (${locale}, ${width} px)`, async () => {
      const w = WORDS[locale];
      const id = await typedInspection();
      const page = await agentIn(locale, id, width);
      await page.getByTestId('module-card').getByRole('link').click();
      await page.waitForURL('**/modules/**');
      const moduleUrl = page.url();
      const card = (ref: string) => page.getByTestId('question').filter({ hasText: ref });
      const tab = (name: string) => page.getByRole('tab', { name });
      const ready = () => card('TY-number').getByLabel(w.number).waitFor();
      /** The comment box of a card; on a phone it waits behind its small button. */
      const commentOf = async (ref: string) => {
        const box = card(ref).getByRole('textbox', { name: w.comment });
        if ((await box.count()) === 0) await card(ref).getByRole('button', { name: w.comment }).click();
        return box;
      };
      const showAll = () => showAllQuestions(page, w.showMore, card('TY-check'));
      const reload = async () => {
        await page.reload();
        await ready();
        await showAll();
      };
      await ready();
      await showAll();

      // A number, then at once another tab: no second of quiet, and the page is reloaded right after.
      await card('TY-number').getByLabel(w.number).fill('7');
      await tab(w.secondTab).click();
      await reload();
      await expect.poll(() => card('TY-number').getByLabel(w.number).inputValue()).toBe('7');

      // A free-text answer, then Next.
      await card('TY-text').getByRole('textbox', { name: w.answerText }).fill('Ljust och välkomnande');
      await page.getByRole('button', { name: w.next, exact: true }).click();
      await reload();
      await expect
        .poll(() => card('TY-text').getByRole('textbox', { name: w.answerText }).inputValue())
        .toBe('Ljust och välkomnande');

      // A comment, then Back to the overview (a navigation within the app).
      await (await commentOf('TY-comment')).fill('Damm under sängen');
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await page.getByTestId('module-card').waitFor();
      await page.goto(moduleUrl);
      await ready();
      await expect.poll(async () => (await commentOf('TY-comment')).inputValue()).toBe('Damm under sängen');

      // The cluster's comment, then another tab.
      await page.getByRole('textbox', { name: w.clusterComments }).fill('Fönstret drog');
      await tab(w.secondTab).click();
      await reload();
      await expect
        .poll(() => page.getByRole('textbox', { name: w.clusterComments }).inputValue())
        .toBe('Fönstret drog');

      // The context questions: no save button to press; another tab, then Next.
      await page.getByLabel(w.roomNumber).fill('412');
      await tab(w.secondTab).click();
      await reload();
      await expect.poll(() => page.getByLabel(w.roomNumber).inputValue()).toBe('412');
      expect(await page.getByRole('button', { name: /^(Spara|Speichern)$/ }).count()).toBe(0);
      await page.getByLabel(w.roomType).fill('Dubbelrum');
      await page.getByRole('button', { name: w.next, exact: true }).click();
      await reload();
      await expect.poll(() => page.getByLabel(w.roomType).inputValue()).toBe('Dubbelrum');

      // The buttons and the checkbox answer as they are pressed; another tab at once keeps them too.
      await card('TY-pills').getByRole('button', { name: w.often, exact: true }).click();
      await card('TY-circle').getByRole('button', { name: w.rarely, exact: true }).click();
      await card('TY-check').getByRole('checkbox', { name: w.yes }).check();
      await tab(w.secondTab).click();
      await reload();
      await expect
        .poll(() =>
          card('TY-pills').getByRole('button', { name: w.often, exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      await expect
        .poll(() =>
          card('TY-circle').getByRole('button', { name: w.rarely, exact: true }).getAttribute('aria-pressed'),
        )
        .toBe('true');
      expect(await card('TY-check').getByRole('checkbox', { name: w.yes }).isChecked()).toBe(true);

      // A number changed, then the page is reloaded at once (the page hides: nothing else happens first).
      await card('TY-number').getByLabel(w.number).fill('8');
      await reload();
      await expect.poll(() => card('TY-number').getByLabel(w.number).inputValue()).toBe('8');
      await shot(page, `typed-module-${locale}-${width}`);
      // The same screen at the other width, for the record.
      const other = width === 1280 ? 420 : 1280;
      await page.setViewportSize({ width: other, height: 900 });
      await shot(page, `typed-module-${locale}-${other}`);
      await page.setViewportSize({ width, height: 900 });

      // The overview's comments in their dialogs: closed at once, then the page reloaded.
      await page.goto(server().url + link.inspection(id));
      await page.getByRole('button', { name: w.general }).click();
      await page.getByRole('textbox', { name: w.general }).fill('Trevlig personal');
      await shot(page, `typed-overview-general-${locale}-${width}`);
      await page.getByRole('button', { name: w.close, exact: true }).click();
      await page.reload();
      await page.getByRole('button', { name: w.general }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: w.general }).inputValue())
        .toBe('Trevlig personal');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: w.comfortZones }).click();
      await page.getByRole('textbox', { name: w.guestExpectation }).fill('Över förväntan');
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByRole('button', { name: w.comfortZones }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: w.guestExpectation }).inputValue())
        .toBe('Över förväntan');

      // An extra question's comment, then a reload at once.
      await page.goto(server().url + link.extraQuestions(id));
      await page.getByRole('textbox', { name: w.comment }).fill('Vänligt bemötande');
      await page.reload();
      await expect
        .poll(() => page.getByRole('textbox', { name: w.comment }).inputValue())
        .toBe('Vänligt bemötande');

      // At control: the general comments, then a link to the module (a page load of its own).
      await page.goto(server().url + link.control(id));
      await page.getByRole('textbox', { name: w.general }).fill('Bra helhet');
      await page.getByRole('link', { name: w.open }).click();
      await page.waitForURL('**/modules/**');
      await ready();
      await page.goto(server().url + link.control(id));
      await expect.poll(() => page.getByRole('textbox', { name: w.general }).inputValue()).toBe('Bra helhet');
      await shot(page, `typed-control-${locale}-${width}`);
    });
  }

  it('keeps what a reviewer types (gradeI comment, follow-up comments) and leaves at once (sv_SE, 1280 px)', async () => {
    const id = await typedInspection();
    // The agent finishes the module and submits: the reviewer's follow-up controls open (§4).
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const inspection = await agent.request<{ modules: Array<{ id: string }> }>(
      'GET',
      `/api/inspections/${id}`,
    );
    const moduleId = inspection.body.modules[0]!.id;
    expect((await agent.request('POST', `/api/inspections/${id}/modules/${moduleId}/done`, {})).status).toBe(
      200,
    );
    expect((await agent.request('POST', `/api/inspections/${id}/endTime`, {})).status).toBe(200);

    const page = await signedIn('super@demo.test', link.module(id, moduleId));
    const card = (ref: string) => page.getByTestId('question').filter({ hasText: ref });
    const ready = async () => {
      await card('TY-number').waitFor();
      await showAllQuestions(page, WORDS.sv_SE.showMore, card('TY-reviewer'));
    };
    await ready();

    // The comment of a comment-only question, then another tab, then a reload.
    const reviewerComment = card('TY-reviewer').getByRole('textbox', { name: WORDS.sv_SE.comment });
    await reviewerComment.fill('Granskad');
    await page.getByRole('tab', { name: WORDS.sv_SE.secondTab }).click();
    await page.reload();
    await ready();
    await expect.poll(() => reviewerComment.inputValue()).toBe('Granskad');

    // A follow-up (a tip needs no deadline) and its comment, then Next.
    const followUp = card('TY-comment').getByTestId('follow-up');
    await followUp.getByRole('checkbox', { name: 'Behöver uppföljning' }).check();
    await followUp.getByRole('radio', { name: 'Tips' }).check();
    await followUp.getByRole('textbox', { name: 'Kommentar till uppföljningen' }).fill('Byt lampan');
    await page.getByRole('button', { name: WORDS.sv_SE.next, exact: true }).click();
    await page.reload();
    await ready();
    await expect
      .poll(() => followUp.getByRole('textbox', { name: 'Kommentar till uppföljningen' }).inputValue())
      .toBe('Byt lampan');

    // The module's follow-up comment, then Back.
    const moduleFollowUp = page.getByRole('textbox', { name: 'Uppföljning av Allt som skrivs' });
    await moduleFollowUp.fill('Ses över i mars');
    await page.getByRole('button', { name: WORDS.sv_SE.back, exact: true }).click();
    await page.getByTestId('module-card').waitFor();
    await page.goto(server().url + link.module(id, moduleId));
    await ready();
    await expect.poll(() => moduleFollowUp.inputValue()).toBe('Ses över i mars');
    await shot(page, 'typed-reviewer-sv_SE-1280');
  });

  it('reads a decimal comma as typed, keeps a word unsent with its reason, and Next starts the next tab at its top (sv_SE, 420 px)', async () => {
    const w = WORDS.sv_SE;
    const id = await typedInspection();
    const page = await agentIn('sv_SE', id, 420);
    await page.getByTestId('module-card').getByRole('link').click();
    await page.waitForURL('**/modules/**');
    const number = page.getByTestId('question').filter({ hasText: 'TY-number' }).getByLabel(w.number);
    await number.waitFor();
    // Typed key by key, as on a phone's keyboard; leaving the field sends it.
    await number.pressSequentially('21,5');
    await number.blur();
    await page.reload();
    await expect.poll(() => number.inputValue()).toBe('21,5');

    await number.fill('tjugo');
    const reason = page.getByText(
      'Det här är inte ett tal. Skriv siffror, med decimalkomma vid behov (21,5).',
    );
    await reason.waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await number.blur();
    await page.waitForTimeout(1500);
    await page.reload();
    await expect.poll(() => number.inputValue()).toBe('21,5');
    expect(await reason.count()).toBe(0);

    // Next, pressed at the bottom of a long tab: the next tab is shown from its row of tabs.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: w.next, exact: true }).click();
    const second = page.getByRole('tab', { name: w.secondTab });
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    const box = await second.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await shot(page, 'typed-decimal-next-sv_SE-420');
  });

  it('saves the overview comments 2 s after the last keystroke, not after 1 s', async () => {
    const id = await typedInspection();
    const page = await agentIn('sv_SE', id, 1280);
    await page.getByRole('button', { name: WORDS.sv_SE.general }).click();
    const field = page.getByRole('textbox', { name: WORDS.sv_SE.general });
    await field.click();
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname === `/api/inspections/${id}`,
      { timeout: 6000 },
    );
    await page.keyboard.type('Lugnt', { delay: 30 });
    const lastKeystroke = Date.now();
    await saved;
    const quiet = Date.now() - lastKeystroke;
    expect(quiet).toBeGreaterThanOrEqual(1800);
    expect(quiet).toBeLessThan(4000);
  });
});
