import Router from '@koa/router';
import type { Context } from 'koa';
import { isOverdue } from '../../src-domain/report/action-counts.ts';
import { localDay } from '../../src-domain/shared/iso-week.ts';
import { DEFAULT_LOCALE, isLocale } from '../../src-domain/shared/locales.ts';
import { timeZoneOf } from '../../src-domain/shared/time-zone.ts';
import { actionPlanQueries } from '../../src-projections/action-plans/queries.ts';
import { actionPlanPdf } from '../../src-projections/documents/action-plan-pdf.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { TrackedDocument } from '../../src-projections/projection.ts';
import {
  peopleOf,
  presentActionPlan,
  presentActionPlanRow,
  type FollowUpState,
} from '../../src-projections/reports/action-plan.ts';
import type { Filter } from '../../src-projections/store/types.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { requireUser } from '../auth/current-user.ts';
import { actionPlanFor, actionPlanScope } from '../auth/tenancy.ts';
import { attach, downloadName } from '../http/download.ts';
import { listPage, markNextPage } from '../http/list-page.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { actionPlanQuery } from './schema.ts';

/**
 * Action plans (inspection-run §2, §7 `GET /api/inspections/action-plan`; administration §7
 * `GET /api/inspections/{id}/action-plan`): the list of sent plans in the caller's scope, with filters and
 * counts, and one plan, as data and as PDF. Every role reads them: admins in their scope, agents at the
 * entities they work at (tenancy `mayReadActionPlan`).
 */
export function actionPlanRoutes(services: ApiServices): Router {
  const { readModels, questionnaires, clock } = services;
  const router = new Router();
  // "Overdue" is judged against the entity's own date (its zone), as the scheduler records it (docs/jobs.md).
  const today = (hotel: object | null | undefined) => localDay(clock.now(), timeZoneOf(hotel));
  const names = async (ids: string[]) => {
    const users = ids.length ? await userQueries(readModels).byIds(ids) : [];
    return new Map(users.map((u) => [u._id, u.name]));
  };

  router.get('/api/inspections/action-plan', async (ctx) => {
    const actor = requireUser(ctx);
    const query = parseBody(actionPlanQuery, { ...ctx.query });
    const filters: Filter[] = [actionPlanScope(actor)];
    if (query.hotelId) filters.push({ hotelId: query.hotelId });
    // A plan is listed under a state when one of its actions is in it.
    if (query.state) filters.push({ states: query.state });
    const page = listPage(ctx);
    let docs = await actionPlanQueries(readModels).sent({ $and: filters }, page);
    markNextPage(ctx, page, docs.length);
    const hotels = await hotelQueries(readModels).byIds([...new Set(docs.map((d) => d.hotelId))]);
    const hotelNames = new Map(hotels.map((h) => [h._id, h.name]));
    const days = new Map(hotels.map((h) => [h._id, today(h)]));
    const day = (d: { hotelId: string }) => days.get(d.hotelId) ?? today(null);
    if (query.overdue === 'true')
      docs = docs.filter((d) => Object.values(d.items).some((item) => isOverdue(item, day(d))));
    const people = await names([
      ...new Set(docs.flatMap((d) => [d.lastEditedBy.userId, d.adminEndTimeSetBy].filter((id) => !!id))),
    ] as string[]);
    ctx.body = docs.map((d) => presentActionPlanRow(d, hotelNames.get(d.hotelId) ?? '', people, day(d)));
  });

  const plan = async (ctx: Context) => {
    const actor = requireUser(ctx);
    const doc = (await actionPlanFor(
      readModels,
      actor,
      idParam(ctx.params.id),
    )) as TrackedDocument<InspectionDocument>;
    const [questionnaire, hotel, people, followUpDoc] = await Promise.all([
      questionnaires.get(doc._id, doc._position),
      hotelQueries(readModels).byId(doc.hotelId),
      names(peopleOf(doc)),
      doc.followUp ? inspectionQueries(readModels).byId(doc.followUp.inspectionId) : null,
    ]);
    const followUp: FollowUpState | null = doc.followUp && {
      id: doc.followUp.inspectionId,
      startTime: followUpDoc?.startDate ?? doc.followUp.startDate,
      startTimeHour: followUpDoc?.startHour ?? doc.followUp.startHour,
      user: doc.followUp.userId
        ? { id: doc.followUp.userId, name: people.get(doc.followUp.userId) ?? '' }
        : null,
      agentEndTime: followUpDoc?.agentEndTime ?? null,
      adminEndTime: followUpDoc?.adminEndTime ?? null,
    };
    const asked = ctx.query.languageShortCode;
    return presentActionPlan({
      doc,
      questionnaire,
      hotelName: hotel?.name ?? '',
      names: people,
      followUp,
      language: isLocale(asked) ? asked : DEFAULT_LOCALE,
      today: today(hotel),
    });
  };
  router.get('/api/inspections/:id/action-plan', async (ctx) => {
    ctx.body = await plan(ctx);
  });
  router.get('/api/inspections/:id/action-plan.pdf', async (ctx) => {
    const body = await plan(ctx);
    attach(ctx, `${downloadName('action-plan', body.hotel.name, body.startDate)}.pdf`, 'application/pdf');
    ctx.body = await actionPlanPdf(body);
  });
  return router;
}
