import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { demoFixtures } from '../support/fixtures.ts';
import { pdfFirstPage, pdfImages, pdfToText, popplerMissing } from '../support/poppler.ts';
import { endedInspectionWithPicture } from '../support/shareable-report.ts';
import { tempDir } from '../support/temp-dir.ts';
import { ApiClient } from '../support/test-server.ts';

const browserMissing = chromiumMissing('German report PDF browser test');
if (popplerMissing) console.log(`German report PDF browser test: ${popplerMissing}`);

/**
 * #34 item 4 from the screen, in German on a phone: the report's PDF link gives the PDF in the page's
 * language, with its chart and photo, and its first page is a drawn page (poppler's image of it).
 */
describe.skipIf(browserMissing || popplerMissing)('the report PDF downloaded in German, in Chromium', () => {
  const { signedIn, server } = browserSuite();
  let id: string;

  beforeAll(async () => {
    const f = await demoFixtures(server());
    const agent = new ApiClient(server().url);
    await agent.login('agent@demo.test');
    const company = new ApiClient(server().url);
    await company.login('company@demo.test');
    id = await endedInspectionWithPicture(server(), f, agent, company);
  });

  it('downloads the PDF in German at 420 px: German chart words, the photo, a drawn first page', async () => {
    const page = await signedIn('company@demo.test', `/admin/sessions/${id}/report`, { width: 420 });
    await page.evaluate(() => localStorage.setItem('inspecta.locale', 'de_DE'));
    await page.reload();
    const link = page.getByRole('link', { name: 'PDF herunterladen' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain('languageShortCode=de_DE');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(pdf);
    expect(text).toContain('Hotel Solvik');
    expect(text).toContain('Aktuell im Vergleich zum vorherigen');
    expect(text).not.toContain('Nuvarande jämfört med föregående');
    expect(text).toContain('Dammigt');
    // The fixture's 20 x 20 photo is in it.
    expect(pdfImages(pdf).some((image) => image.width === 20 && image.height === 20)).toBe(true);

    // The first page as a reader's viewer draws it: not blank (its text, chart and logo take ink).
    const temp = process.env.SHOTS_DIR ? null : tempDir('inspecta-pdf-');
    const dir = process.env.SHOTS_DIR ?? temp!.path;
    mkdirSync(dir, { recursive: true });
    const image = join(dir, 'report-pdf-de-page1.png');
    pdfFirstPage(pdf, image, 60);
    const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (const value of data) if (value < 200) inked++;
    temp?.remove();
    expect(info.width).toBeGreaterThan(400);
    expect(inked / (info.width * info.height)).toBeGreaterThan(0.01);
  });
});
