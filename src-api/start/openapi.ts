import { z } from 'zod';
import type { AreaDoc } from '../openapi/route-doc.ts';
import { waitingQuery } from './schema.ts';

const rounds = z.object({ notStarted: z.number(), inProgress: z.number(), done: z.number() });

export const startDocs: AreaDoc = {
  tag: 'Start page',
  description:
    "What waits for the signed-in user: counts and the ids they count (so pushes move them), in the user's scope.",
  routes: {
    'GET /api/start/waiting': {
      summary: "The start page's counts",
      query: waitingQuery,
      answer: z.looseObject({
        hotels: z.array(
          z.looseObject({
            id: z.string(),
            name: z.string(),
            organizationId: z.string(),
            today: z.string(),
            toApprove: z.number(),
            toApproveIds: z.array(z.string()),
            rounds,
            roundTypes: z
              .record(z.string(), z.record(z.string(), z.enum(['notStarted', 'inProgress', 'done'])))
              .describe("Per Safe Q type running today, its inspections' states by id: what `rounds` counts"),
          }),
        ),
        toApprove: z.number().nullable(),
        overdueActions: z.object({
          count: z.number(),
          own: z.boolean(),
          byPlan: z.record(z.string(), z.number()),
        }),
        rounds,
        assigned: z.number(),
        assignedIds: z.array(z.string()),
      }),
    },
  },
};
