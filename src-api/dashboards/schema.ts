import { z } from 'zod';
import { dashboardChangesSchema, dashboardSettingsSchema } from '../../src-domain/dashboard/index.ts';

/** POST /api/dashboards?hotelId: any settings to start with (the editor sends none). */
export const createDashboardBody = dashboardSettingsSchema.partial().strict();
/** PUT /api/dashboards/{id}: the settings to change, any of them. */
export const changeDashboardBody = dashboardChangesSchema;
/** PUT /api/dashboards/{id}/regenerate: nothing to send. */
export const regenerateDashboardBody = z.object({}).strict();
export const hotelIdQuery = z.object({ hotelId: z.string() });

/** The public uuid as the view's address carries it: a v4 UUID, lowercase. */
export const DASHBOARD_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type {
  DashboardAnswer,
  DashboardViewAnswer,
  FiguresAnswer,
} from '../../src-domain/dashboard/answers.ts';
