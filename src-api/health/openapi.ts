import { z } from 'zod';
import type { AreaDoc } from '../openapi/route-doc.ts';

const follower = z.object({ name: z.string(), status: z.enum(['ok', 'failing', 'stalled']) });

export const readinessAnswer = z
  .object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    projections: z.array(follower),
    reactors: z.array(follower),
  })
  .describe('Per projection and reactor: ok, failing or stalled; 503 when one is not ok');

const readyRoute = {
  summary: 'Ready: projections and reactors are up to date',
  public: true,
  answer: readinessAnswer,
} as const;

export const healthDocs: AreaDoc = {
  tag: 'Health',
  description: 'Liveness and readiness of the process, without a session (operations.md).',
  routes: {
    'GET /api/health/live': {
      summary: 'Live: the process answers',
      public: true,
      answer: z.object({ status: z.literal('live') }),
    },
    'GET /api/health/ready': readyRoute,
    'GET /api/health': { ...readyRoute, summary: 'The same as /api/health/ready (its older name)' },
  },
};
