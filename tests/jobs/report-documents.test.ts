import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHotel, EMPTY_HOTEL } from '../../src-api/hotels/hotel-commands.ts';
import { createInspectionInParts } from '../../src-api/inspections/create-in-parts.ts';
import { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import {
  inspectionDecider,
  inspectionStream,
  type InspectionCommand,
} from '../../src-domain/inspection/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import { reportDocuments } from '../../src-jobs/reports/report-documents.ts';
import { allProjections } from '../../src-projections/all.ts';
import { ProjectionEngine } from '../../src-projections/engine.ts';
import { embeddedStores } from '../support/embedded-stores.ts';
import { dailySafeQ, newInspectionData } from '../support/new-inspection.ts';
import { pdfText } from '../support/pdf-text.ts';
import { safeQQuestionnaire } from '../support/safeq-history.ts';

/**
 * The jobs role builds a report and its PDF from the stores alone: the event log, the projections that keep
 * the read models, and src-jobs' own code over src-projections/reports and documents. No server, no route.
 * (Only the setup borrows the API's helpers to record an entity and an inspection as its routes would.)
 */
describe('reports for the jobs role', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let engine: ProjectionEngine;
  beforeEach(async () => {
    stores = embeddedStores();
    engine = new ProjectionEngine({
      ...stores,
      projections: allProjections,
      owner: 'jobs-test',
      log: () => {},
    });
    await engine.start();
  });
  afterEach(async () => {
    await engine.stop();
    await stores.close();
  });

  it('builds an ended inspection’s report and weekly Safe Q report, each with its PDF', async () => {
    const commands = new CommandHandler(stores.events);
    const system = { id: 'system', role: 'superUser' as const };
    const now = '2026-12-21T08:00:00.000Z';
    const organizationId = crypto.randomUUID();
    await commands.handle(organizationDecider, organizationStream(organizationId), {
      type: 'CreateOrganization',
      organizationId,
      name: 'Jobbgruppen',
      now,
    });
    const { hotelId } = await createHotel(
      commands,
      system,
      organizationId,
      { ...EMPTY_HOTEL, name: 'Hotell Postgården' },
      new Date(now),
    );
    const { ids, modules } = safeQQuestionnaire();
    const inspectionId = crypto.randomUUID();
    await createInspectionInParts(commands, {
      actor: system,
      now,
      data: newInspectionData({
        inspectionId,
        organizationId,
        hotelId,
        type: dailySafeQ(ids.inspectionTypeId),
        startDate: '2026-12-21',
        startHour: '07:00',
        modules,
      }),
    });
    const run = (command: Record<string, unknown>) =>
      commands.handle(inspectionDecider, inspectionStream(inspectionId), {
        actor: system,
        now,
        ...command,
      } as InspectionCommand);
    await run({ type: 'ScoreQuestion', moduleId: ids.M1, questionId: ids.q1, score: 1 });
    await run({ type: 'ScoreQuestion', moduleId: ids.M1, questionId: ids.q2, score: 0 });
    const { position } = await run({ type: 'SetAgentEndTime' });
    expect(await engine.waitFor(position)).toBe(true);

    const documents = reportDocuments(stores.readModels);
    const inspection = await documents.inspection(inspectionId, 'sv_SE');
    expect(inspection!.report.hotel.name).toBe('Hotell Postgården');
    expect(inspection!.report.modules.map((m) => m.name)).toEqual(['Hygien', 'Avstånd']);
    expect(inspection!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(inspection!.pdf).join(' ')).toContain('Hotell Postgården');

    const weekly = await documents.weeklySafeQ(hotelId, '2026-12-21', 'en_GB');
    expect(weekly!.report.week.week).toBe('2026-W52');
    // Two radio answers of three points each (0 the best, 1 one point less): 5 of 6, from the weekly rankings.
    expect(weekly!.report.score).toMatchObject({ points: 5, max: 6, percent: 83 });
    expect(weekly!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(weekly!.pdf).join(' ')).toContain('Hotell Postgården');

    // Not ended: no report to attach.
    const open = crypto.randomUUID();
    const created = await createInspectionInParts(commands, {
      actor: system,
      now,
      data: newInspectionData({
        inspectionId: open,
        organizationId,
        hotelId,
        type: dailySafeQ(ids.inspectionTypeId),
        startDate: '2026-12-22',
        startHour: '07:00',
        modules,
      }),
    });
    expect(await engine.waitFor(created.position)).toBe(true);
    expect(await documents.inspection(open, 'sv_SE')).toBeNull();
  });
});
