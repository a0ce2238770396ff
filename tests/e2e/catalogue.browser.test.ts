import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import { seriousViolations } from '../support/axe.ts';
import { chromiumMissing } from '../support/browser.ts';
import { browserSuite } from '../support/browser-suite.ts';
import { tempDir } from '../support/temp-dir.ts';
import { ApiClient, readModelsOf } from '../support/test-server.ts';
import { workbook } from '../support/xlsx.ts';

const browserMissing = chromiumMissing('catalogue browser tests');

describe.skipIf(browserMissing)('catalogue administration in Chromium', () => {
  const { signedIn, server } = browserSuite();
  const models = () => readModelsOf(server());
  const hotelId = async (name: string) =>
    (await models().collection<HotelDocument>('hotels').findOne({ name }))!._id;

  it('builds a small inspection type from scratch: the type at an entity, then a module', async () => {
    const page = await signedIn('super@demo.test', `/admin/entities/${await hotelId('Hotel Fjällbacka')}`);
    const types = page.getByRole('region', { name: 'Inspektionstyper' });
    await types.getByRole('table').waitFor();
    await types.getByRole('button', { name: 'Skapa inspektionstyp' }).click();
    await page.getByText('Skapa inspektionstyp', { exact: true }).last().waitFor();
    // A name is required: the server's key comes back translated and the dialog keeps what was chosen.
    await page.getByLabel('Agenter får starta den själva').check();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Ange inspektionstypens namn.');
    expect(await page.getByLabel('Agenter får starta den själva').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Namn', { exact: true }).fill('Kvällsrunda');
    await page.getByRole('button', { name: 'Spara' }).click();
    await types.getByRole('link', { name: 'Kvällsrunda' }).click();
    await page.waitForURL('**/admin/inspection-types/*/modules');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kvällsrunda');
    await page.getByText('Inspektionstypen har inga moduler än.').waitFor();

    await page.getByRole('button', { name: 'Skapa modul' }).click();
    await page.getByText('Skapa modul', { exact: true }).last().waitFor();
    await page.getByLabel('Namn', { exact: true }).fill('Public Area – Lobby i kväll');
    await page.getByLabel('Modultyp').selectOption({ label: 'Allmänna ytor' });
    await page.getByLabel('Obligatorisk').check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Spara' }).click();
    const row = page.getByTestId('module-row');
    await expect
      .poll(() => row.allTextContents())
      .toEqual([expect.stringContaining('Public Area – Lobby i kväll')]);
    expect(await row.getByRole('checkbox').first().isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Back goes to the type's entity.
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await page.waitForURL('**/admin/entities/*');
    await types.getByRole('link', { name: 'Kvällsrunda' }).waitFor();
  });

  it('edits an ordinal in the grid: updating at once, sent after 1.2 s, then the grid reorders', async () => {
    const type = await models()
      .collection<InspectionTypeDocument>('inspectionTypes')
      .findOne({ name: 'Mystery guest', hotelId: await hotelId('Hotel Solvik') });
    const page = await signedIn('super@demo.test', `/admin/inspection-types/${type!._id}/modules`, {
      width: 420,
    });
    // Each module as agents read it in Swedish (its own name, the reports', beneath).
    const names = () =>
      page.locator('[data-testid=module-row] td:first-child > span:first-child').allTextContents();
    await expect
      .poll(names)
      .toEqual([
        'Nyckelinformation – Ankomst',
        'Gästrum',
        'Allmänna ytor – Lobby och restaurang',
        'Tillägg – Frukost och utcheckning',
      ]);
    const ordinal = page.getByLabel('Ordning för Supplemental – Breakfast and check-out');
    await ordinal.fill('0');
    // At once: the row says it is updating, and nothing has moved yet.
    await page.getByText('Uppdaterar…').waitFor();
    expect((await names())[3]).toBe('Tillägg – Frukost och utcheckning');
    await expect
      .poll(names, { timeout: 5000 })
      .toEqual([
        'Tillägg – Frukost och utcheckning',
        'Nyckelinformation – Ankomst',
        'Gästrum',
        'Allmänna ytor – Lobby och restaurang',
      ]);
    await page.getByText('Uppdaterad').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('imports a spreadsheet: shows the bad cells with their keys, fixes one in place, imports the tab', async () => {
    const dir = tempDir('inspecta-import-');
    const file = join(dir.path, 'kvällsrunda.xlsx');
    writeFileSync(
      file,
      await workbook({
        Kvällsrunda: [
          ['referenceNumber', 'module', 'cluster', 'content', 'grade', 'isMandatory'],
          ['KV-1', 'Kvällsrunda', 'Entré', 'Är entrén upplyst?', 'F', 'yes'],
          ['KV-2', 'Kvällsrunda', '', 'Är dörren låst efter 23?', 'A', 'no'],
          ['KV-3', 'Kvällsrunda', 'Entré', 'Brinner ljusen i lobbyn?', 'Q', 'x'],
        ],
      }),
    );
    const page = await signedIn('super@demo.test', '/admin/questions/upload');
    await page.locator('input[type=file]').setInputFiles(file);
    const tab = page.getByRole('tab', { name: /Kvällsrunda \(3\)/ });
    await tab.waitFor();
    expect(await tab.textContent()).toContain('2');
    await expect
      .poll(() => page.getByTestId('cell-error').allTextContents())
      .toEqual(['Klustret saknas.', 'Betyget ska vara en bokstav från A till H eller tomt.']);
    expect(await page.getByRole('button', { name: 'Importera Kvällsrunda' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Fixed here: each cell is checked again at once with the server's rules.
    await page.getByLabel('cluster 3').fill('Entré');
    await page.getByLabel('grade 4').fill('B');
    await expect.poll(() => page.getByTestId('cell-error').count()).toBe(0);
    await page.getByText('Alla rader kan importeras.').waitFor();
    await page.getByRole('button', { name: 'Importera Kvällsrunda' }).click();
    await page.getByText('Importen är klar').waitFor();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.locator('li').allTextContents())
      .toEqual(['KV-1Skapad', 'KV-2Skapad', 'KV-3Skapad']);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Stäng' }).click();

    // The questions are in the catalogue, in a module type of the sheet's name.
    await page.getByRole('link', { name: 'Tillbaka till frågorna' }).click();
    await page.getByLabel('Modultyp').selectOption({ label: 'Kvällsrunda' });
    await expect
      .poll(() => page.getByTestId('question-row').allTextContents())
      .toEqual([
        expect.stringContaining('Är entrén upplyst?'),
        expect.stringContaining('Är dörren låst efter 23?'),
        expect.stringContaining('Brinner ljusen i lobbyn?'),
      ]);
    dir.remove();
  });

  it('shows the demo questions in German, a question written in Swedish only as not yet translated, and translates it', async () => {
    // A module type whose one question an admin wrote in Swedish only.
    const admin = new ApiClient(server().url);
    await admin.login('super@demo.test');
    const spa = await admin.request<{ id: string }>('POST', '/api/admin/inspection-module-types', {
      name: 'Spa',
      classification: 'accommodation',
      area: 'room',
    });
    const tree = await admin.request<{ clusters: Array<{ id: string }> }>(
      'POST',
      `/api/admin/questions/${spa.body.id}/clusters`,
      { name: 'Pool' },
    );
    const added = await admin.request('POST', `/api/admin/questions/${spa.body.id}?languageShortCode=sv_SE`, {
      content: 'Var poolen ren?',
      classification: 'hygiene',
      referenceNumber: 'SPA-01',
      questionClusterId: tree.body.clusters[0]!.id,
      type: 'radio',
      ordinal: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    // The demo's questions have their German texts (src-server/demo/question-translations.ts).
    const page = await signedIn('super@demo.test', '/admin/questions/default');
    await page.getByLabel('Modultyp').selectOption({ label: 'Konferens' });
    await page.getByLabel('Textspråk').selectOption({ label: 'Deutsch' });
    const demo = page.getByTestId('question-row').first();
    await expect.poll(() => demo.textContent()).toContain('Hat der Projektor sofort funktioniert?');
    expect(await demo.textContent()).not.toContain('Inte översatt');

    await page.getByLabel('Modultyp').selectOption({ label: 'Spa' });
    const row = page.getByTestId('question-row').first();
    await expect.poll(() => row.textContent()).toContain('Inte översatt');
    expect(await row.textContent()).toContain('Var poolen ren?');
    await row.getByRole('button', { name: 'Redigera fråga SPA-01' }).click();
    await page.getByText('Redigera fråga', { exact: true }).last().waitFor();
    await page.getByText('Inte översatt än. Standardspråk: Var poolen ren?').waitFor();
    await page.getByLabel('Fråga (Deutsch)').fill('War der Pool sauber?');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => row.textContent()).toContain('War der Pool sauber?');
    expect(await row.textContent()).not.toContain('Inte översatt');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("gives a hotelAdmin the limited edit form, with prefilled comments from the type's questions", async () => {
    const page = await signedIn('hotel@demo.test', '/organization/entities');
    await page.getByRole('link', { name: 'Öppna Hotel Solvik' }).click();
    const types = page.getByRole('region', { name: 'Inspektionstyper' });
    await types.getByRole('button', { name: 'Redigera Mystery guest' }).click();
    await page.getByText('Redigera Mystery guest', { exact: true }).waitFor();
    // Not the name, report type, self-serve or auto settings (administration §6); no create or delete.
    for (const label of ['Namn', 'Rapporttyp', 'Agenter får starta den själva', 'Starttid'])
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(0);
    expect(await types.getByRole('button', { name: 'Skapa inspektionstyp' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Lägg till en förifylld kommentar' }).click();
    await page
      .getByLabel('Fråga 1', { exact: true })
      .selectOption({ label: 'Nyckelinformation – Ankomst · 3099-06 Vad hette receptionisten?' });
    await page.getByLabel('Kommentar 1', { exact: true }).fill('Fråga efter namnskylten.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await types.getByRole('button', { name: 'Redigera Mystery guest' }).click();
    await expect
      .poll(() => page.getByLabel('Kommentar 1', { exact: true }).inputValue())
      .toBe('Fråga efter namnskylten.');
  });
});
