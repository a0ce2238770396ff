import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { photo } from '../support/hostile-images.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('action plan browser test');
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)('the action loop in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let id: string;

  beforeAll(async () => {
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const way = reportableInspection(server().url, agent);
    id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const radio = await way.radioQuestion(id);
    const loaded = await agent.request<{
      modules: Array<{ id: string; clusters: Array<{ questions: Array<{ id: string }> }> }>;
    }>('GET', `/api/inspections/${id}`);
    const other = loaded.body.modules
      .find((m) => m.id === radio.moduleId)!
      .clusters.flatMap((c) => c.questions)
      .find((q) => q.id !== radio.questionId)!;
    await way.submit(id);
    // The reviewer's follow-up at control: an action with a deadline, and a tip (no deadline).
    const setFollowUp = async (questionId: string, body: object) => {
      const answer = await company.request(
        'POST',
        `/api/inspections/${id}/modules/${radio.moduleId}/questions/${questionId}/setFollowUp`,
        { needsFollowUp: true, followUpTip: false, followUpFeedback: false, ...body },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await setFollowUp(radio.questionId, { followUpComment: 'Byt gardinen', followUpDeadline: '2099-01-15' });
    await setFollowUp(other.id, { followUpComment: 'Hälsa med namn', followUpTip: true });
  });

  it('creates the follow-up, the agent marks the action done with a photo, the admin verifies; a list follows live', async () => {
    const admin = await signedIn('company@demo.test', `/admin/sessions/${id}/report-auditqa`);
    await admin.getByRole('tab', { name: 'Handlingsplan' }).click();
    await admin.getByRole('button', { name: 'Skapa uppföljning' }).click();
    await admin.getByText('Dessa punkter saknar deadline').waitFor();
    expect(await admin.getByTestId('missing-deadlines').first().locator('li').count()).toBe(1);
    await admin.getByLabel('Datum').fill('2026-12-01');
    await admin.getByLabel('Tid').fill('09:30');
    await admin.getByLabel('Användare').selectOption({ label: 'Anders Agent' });
    await admin.getByRole('button', { name: 'Spara' }).click();
    await admin.getByText('Uppföljande inspektion den 2026-12-01 kl. 09:30').first().waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    // The entity's admin watches the list: the counts move as the action does.
    const list = await signedIn('hotel@demo.test', '/action-plans');
    const row = list.getByTestId('action-plan-row').filter({ hasText: 'Hotel Solvik' }).first();
    await row.getByText('1 öppna').waitFor();
    expect(await seriousViolations(list)).toEqual([]);

    // The agent, on a phone, does the action with a photo.
    const agent = await signedIn('agent@demo.test', `/sessions/${id}/action-plan`, { width: 420 });
    const loop = agent.getByTestId('action-loop');
    await loop.getByLabel('Vad som gjordes').fill('Ny gardin uppsatt');
    await loop
      .locator('input[type=file]')
      .setInputFiles({ name: 'gardin.png', mimeType: 'image/png', buffer: await photo(40, 40, 'png') });
    await loop.getByRole('button', { name: 'Markera som utförd' }).click();
    await loop.getByTestId('action-state').filter({ hasText: 'Utförd, att verifiera' }).waitFor();
    await loop.getByRole('img', { name: 'Foto av åtgärden' }).waitFor();
    expect(await seriousViolations(agent)).toEqual([]);
    await row.getByText('1 att verifiera').waitFor();

    // The admin verifies on the printable plan.
    await admin.goto(`${server().url}/sessions/${id}/action-plan`);
    await admin.getByRole('button', { name: 'Verifiera' }).click();
    await admin.getByTestId('action-state').filter({ hasText: 'Verifierad' }).waitFor();
    await row.getByText('1 verifierade').waitFor();
    await loop.getByTestId('action-state').filter({ hasText: 'Verifierad' }).waitFor();
    // Who verified it and when, on the action itself: on the admin's page and, pushed, on the agent's.
    const verifiedBy = /^Verifierad av Carl Company den \d{4}-\d\d-\d\d$/;
    await expect.poll(() => admin.getByTestId('action-verified').textContent()).toMatch(verifiedBy);
    await expect.poll(() => loop.getByTestId('action-verified').textContent()).toMatch(verifiedBy);
    expect(await seriousViolations(agent)).toEqual([]);
    if (SHOTS) {
      await agent.screenshot({ path: `${SHOTS}/action-verified-sv-420.png`, fullPage: true });
      await admin.screenshot({ path: `${SHOTS}/action-verified-sv-1280.png`, fullPage: true });
    }
    // In German, after a reload: the same line from the plan as read.
    const german = await signedIn('hotel@demo.test', `/sessions/${id}/action-plan`, { locale: 'de_DE' });
    await expect
      .poll(() => german.getByTestId('action-verified').textContent())
      .toMatch(/^Geprüft von Carl Company am \d{4}-\d\d-\d\d$/);
    if (SHOTS) {
      await german.screenshot({ path: `${SHOTS}/action-verified-de-1280.png`, fullPage: true });
      await german.setViewportSize({ width: 420, height: 900 });
      await german.screenshot({ path: `${SHOTS}/action-verified-de-420.png`, fullPage: true });
    }
  });
});
