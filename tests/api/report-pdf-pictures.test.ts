import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src-web/api/reports.ts';
import { signInActors, type Actor } from '../support/actors.ts';
import { demoFixtures, type Fixtures } from '../support/fixtures.ts';
import { pdfFirstPage, pdfImages, pdfToText, popplerMissing } from '../support/poppler.ts';
import { reportableInspection } from '../support/reportable-inspection.ts';
import { endedInspectionWithPicture, shareLink } from '../support/shareable-report.ts';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server.ts';

if (popplerMissing) console.warn(popplerMissing);

/** A camera-like photo: noise softened so it compresses as a real scene does, not as a flat colour. */
const cameraPhoto = (seed: number) =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 100 + (seed % 50), sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();

const PAGES_DIR = process.env.PDF_PAGES_DIR ?? '';

describe.skipIf(popplerMissing !== null)('report PDFs with logo, charts and photos', () => {
  let server: TestServer;
  let as: Record<Actor, ApiClient>;
  let f: Fixtures;
  let inspectionId: string;
  beforeAll(async () => {
    server = await startTestServer();
    f = await demoFixtures(server);
    as = await signInActors(server);
    const form = new FormData();
    const logo = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 180, g: 30, b: 60, alpha: 1 } },
    })
      .png()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${server.url}/api/admin/organizations/my/logo`, {
      method: 'POST',
      body: form,
      headers: { cookie: as.companyAdmin.sessionCookie },
    });
    expect(uploaded.status).toBe(200);
    inspectionId = await endedInspectionWithPicture(server, f, as.user, as.companyAdmin);
  });
  afterAll(() => server.close());

  const download = async (path: string, client?: ApiClient) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: client ? { cookie: client.sessionCookie } : {},
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      pdf: Buffer.from(await response.arrayBuffer()),
    };
  };
  /** The logo (400 x 120 as uploaded, re-encoded) and photos (20 x 20 in the fixture) among the images. */
  const isLogo = (image: { width: number; height: number }) => image.width === 400 && image.height === 120;

  it('draws the logo, the charts in the reader language and the photo beside its question', async () => {
    const { status, type, pdf } = await download(
      `/api/admin/inspections/${inspectionId}/report.pdf?languageShortCode=sv_SE`,
      as.companyAdmin,
    );
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    if (PAGES_DIR) {
      mkdirSync(PAGES_DIR, { recursive: true });
      pdfFirstPage(pdf, `${PAGES_DIR}/report-page1.png`);
      writeFileSync(`${PAGES_DIR}/report.pdf`, pdf);
    }
    const text = pdfToText(pdf);
    expect(text).toContain('Hotel Solvik');
    expect(text).toContain('Nuvarande jämfört med föregående'); // the bar chart's title
    expect(text).toContain('Denna rapport'); // its legend
    expect(text).toContain('Dammigt'); // the observation the photo belongs to
    const images = pdfImages(pdf);
    expect(images.filter(isLogo)).toHaveLength(1);
    expect(images.filter((i) => i.page === 1).some(isLogo)).toBe(true);
    // Every picture the report lists, once each (the fixture's photos are 20 x 20 px).
    const { body } = await as.companyAdmin.request<Report>(
      'GET',
      `/api/admin/inspections/${inspectionId}/report`,
    );
    const pictures = body.modules.flatMap((m) => m.observations.flatMap((o) => o.pictures));
    expect(pictures.length).toBeGreaterThan(0);
    expect(
      images.filter((i) => i.width === 20 && i.height === 20 && i.type === 'jpeg'),
      JSON.stringify(images),
    ).toHaveLength(pictures.length);
    const german = pdfToText(
      (
        await download(
          `/api/admin/inspections/${inspectionId}/report.pdf?languageShortCode=de_DE`,
          as.companyAdmin,
        )
      ).pdf,
    );
    expect(german).toContain('Dieser Bericht');
  });

  it('offers the shared report as a PDF, with what the shared page shows and nothing more', async () => {
    const { token } = await shareLink(as.companyAdmin, inspectionId);
    const shared = await new ApiClient(server.url).request<Report>(
      'GET',
      `/api/shared/reports/${token}?languageShortCode=en_GB`,
    );
    const { status, pdf } = await download(`/api/shared/reports/${token}/report.pdf?languageShortCode=en_GB`);
    expect(status).toBe(200);
    const text = pdfToText(pdf);
    expect(text).toContain(shared.body.hotel.name);
    expect(text).toContain('Current vs previous');
    // The agent as the shared answer names them: its name only when it carries one, never a profile.
    if (shared.body.agent?.agentCode) expect(text).toContain(shared.body.agent.agentCode);
    if (!shared.body.agent?.name) expect(text).not.toMatch(/Agent: \S/);
    expect(text).not.toContain('Profile');
    const images = pdfImages(pdf);
    expect(images.filter(isLogo)).toHaveLength(1);
    const pictures = shared.body.modules.flatMap((m) => m.observations.flatMap((o) => o.pictures));
    expect(images.filter((i) => i.width === 20 && i.height === 20)).toHaveLength(pictures.length);
    // Without a valid token: the same 404 as the shared page.
    expect((await download(`/api/shared/reports/${'x'.repeat(43)}/report.pdf`)).status).toBe(404);
    const revoked = await as.companyAdmin.request(
      'DELETE',
      `/api/admin/inspections/${inspectionId}/shares/${(await as.companyAdmin.request<Array<{ id: string }>>('GET', `/api/admin/inspections/${inspectionId}/shares`)).body[0]!.id}`,
    );
    expect(revoked.status).toBe(200);
    expect((await download(`/api/shared/reports/${token}/report.pdf`)).status).toBe(404);
  });

  it('keeps a report with 50 photos a reasonable size', async () => {
    const id = await f.throwawayInspection('solvik', 'agent@demo.test');
    const way = reportableInspection(server.url, as.user);
    const { moduleId, questionId } = await way.radioQuestion(id);
    const path = `/api/inspections/${id}/modules/${moduleId}/questions/${questionId}`;
    expect(
      (await as.user.request('POST', `${path}/score`, { score: 1, comment: 'Många bilder' })).status,
    ).toBe(200);
    let uploadedBytes = 0;
    for (let i = 0; i < 50; i++) {
      const form = new FormData();
      const data = await cameraPhoto(i);
      uploadedBytes += data.length;
      form.append('file', new Blob([new Uint8Array(data)]), `IMG_${i}.jpg`);
      form.append('isFollowUp', 'false');
      const response = await fetch(`${server.url}${path}/files`, {
        method: 'POST',
        body: form,
        headers: { cookie: as.user.sessionCookie },
      });
      expect(response.status).toBe(201);
    }
    await way.submit(id);
    const started = performance.now();
    const { status, pdf } = await download(`/api/admin/inspections/${id}/report.pdf`, as.companyAdmin);
    const ms = Math.round(performance.now() - started);
    expect(status).toBe(200);
    const photos = pdfImages(pdf).filter((i) => i.type === 'jpeg');
    const { body } = await as.companyAdmin.request<Report>('GET', `/api/admin/inspections/${id}/report`);
    const pictures = body.modules.flatMap((m) => m.observations.flatMap((o) => o.pictures));
    expect(pictures.length).toBeGreaterThanOrEqual(50);
    expect(photos).toHaveLength(pictures.length);
    expect(Math.max(...photos.map((p) => Math.max(p.width, p.height)))).toBeLessThanOrEqual(480);
    console.info(
      `50 photos: uploaded ${(uploadedBytes / 1e6).toFixed(1)} MB, PDF ${(pdf.length / 1e6).toFixed(2)} MB in ${ms} ms`,
    );
    expect(pdf.length).toBeLessThan(5_000_000);
  }, 300_000);
});
