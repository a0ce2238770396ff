import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { pdfImages, pdfToText, popplerMissing } from '../support/poppler.ts';
import { endedInspectionWithPicture, shareLink } from '../support/shareable-report.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('shared report PDF browser test');
if (popplerMissing) console.log(`shared report PDF browser test: ${popplerMissing}`);
const SHOTS = process.env.SHOTS_DIR;

describe.skipIf(browserMissing)('the shared report page offers its PDF', () => {
  const { open, server } = browserSuite();
  let token: string;

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    // The organization's logo, 400 x 120, to find among the PDF's images.
    const logo = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 180, g: 30, b: 60, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${server().url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: company.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
    const inspectionId = await endedInspectionWithPicture(server(), f, agent, company);
    token = (await shareLink(company, inspectionId)).token;
  });

  // #34 item 4: the shared view offers the PDF in the reader's language, with the logo, a chart and the photo.
  const languages = [
    { code: 'sv_SE', link: 'Ladda ned PDF', chart: 'Nuvarande jämfört med föregående' },
    { code: 'de_DE', link: 'PDF herunterladen', chart: 'Aktuell im Vergleich zum vorherigen' },
  ] as const;
  for (const language of languages)
    for (const width of [1280, 420])
      it(`downloads the PDF signed out in ${language.code} at ${width} px, with logo, chart and photo`, async () => {
        const page = await open(`/shared/reports/${token}`, width);
        await page.evaluate((code) => localStorage.setItem('inspecta.locale', code), language.code);
        await page.reload();
        const link = page.getByRole('link', { name: language.link });
        await link.waitFor();
        expect(await link.getAttribute('href')).toContain(`languageShortCode=${language.code}`);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/shared-report-pdf-${language.code}-${width}.png` });
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const pdf = readFileSync((await download.path())!);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        if (popplerMissing) return;
        const text = pdfToText(pdf);
        expect(text).toContain('Hotel Solvik');
        // The chart's legend, drawn on the server in the page's language (and not in the other one).
        expect(text).toContain(language.chart);
        for (const other of languages)
          if (other.code !== language.code) expect(text).not.toContain(other.chart);
        const images = pdfImages(pdf);
        expect(images.some((image) => image.width === 400 && image.height === 120)).toBe(true);
        // The fixture's 20 x 20 photo.
        expect(images.some((image) => image.width === 20 && image.height === 20)).toBe(true);
      });
});
