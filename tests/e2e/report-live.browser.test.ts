import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src-web/api/reports.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('live report browser test');

const swedishPercent = (percent: number) =>
  new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

describe.skipIf(browserMissing)('an open report in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let company: ApiClient;
  let id: string;
  let question: string;

  const post = (path: string, body?: unknown) =>
    company.request('POST', path, body).then((answer) => {
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    });
  const percentNow = async () =>
    (await company.request<Report>('GET', `/api/admin/inspections/${id}/report?languageShortCode=sv_SE`)).body
      .score.percent!;

  beforeAll(async () => {
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    company = new ApiClient(server().url);
    await company.login('company@demo.test');
    const way = reportableInspection(server().url, agent);
    id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const radio = await way.radioQuestion(id);
    question = `/api/inspections/${id}/modules/${radio.moduleId}/questions/${radio.questionId}`;
    await way.submit(id);
  });

  it('follows the inspection by push: a changed answer rescores it and an undone approval shows, with no new load', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${id}/report`);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/admin\/inspections\/[^/]+\/report\b/.test(request.url())) loads.push(request.url());
    });
    await page.getByRole('heading', { level: 1, name: 'Mystery guest' }).waitFor();
    const summary = page.getByTestId('report-summary');
    const before = await percentNow();
    await summary
      .getByRole('button', { name: swedishPercent(before) })
      .first()
      .waitFor();
    await page.getByText('Inte godkänd än').waitFor();
    await page.waitForLoadState('networkidle');
    loads.length = 0;

    // The reviewer changes an answer in control: "never", 0 of 3 points, with a comment.
    await post(`${question}/score`, { score: 3, comment: 'Trasig lampa' });
    const after = await percentNow();
    expect(after).toBeLessThan(before);
    await summary
      .getByRole('button', { name: swedishPercent(after) })
      .first()
      .waitFor();
    await page.getByText('Trasig lampa').first().waitFor();

    // Approved, then sent back to control: the header follows both.
    await post(`/api/admin/inspections/${id}/endTime`, {});
    await page.getByText('Inte godkänd än').waitFor({ state: 'detached' });
    await post(`/api/admin/inspections/${id}/endTime`, { revert: true });
    await page.getByText('Inte godkänd än').waitFor();

    expect(loads).toEqual([]);
  });
});
