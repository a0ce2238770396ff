import { z } from 'zod';
import { WEBHOOK_KINDS } from '../../src-domain/webhook/index.ts';
import { documented, type AreaDoc } from '../openapi/route-doc.ts';
import { changeWebhookBody, createWebhookBody, deliveriesQuery } from './schema.ts';

/** An endpoint as its admins see it (presenter.ts): never its secret. */
export const webhookAnswer = z
  .object({
    id: z.string(),
    version: z.number().int(),
    organizationId: z.string(),
    url: z.string(),
    kinds: z.array(z.enum(WEBHOOK_KINDS)),
    enabled: z.boolean(),
    disabledReason: z.enum(['admin', 'failures']).nullable(),
    disabledAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .describe('A webhook endpoint');

const ROLES = ['superUser', 'companyAdmin'] as const;
const organization = { id: 'The organization, or `my` for one’s own' };
const endpoint = { ...organization, webhookId: 'The endpoint' };
const ADDRESS_ERRORS = [
  'webhooks.urlInvalid',
  'webhooks.urlNotHttps',
  'webhooks.kindsRequired',
  'webhooks.addressRefused',
  'webhooks.hostUnresolved',
];

export const webhookDocs: AreaDoc = {
  tag: 'Webhooks',
  description: 'An organization’s signed webhook endpoints and their delivery log (api.md#webhooks).',
  routes: {
    'GET /api/admin/organizations/:id/webhooks': {
      summary: 'The organization’s endpoints',
      roles: ROLES,
      params: organization,
      answer: z.array(webhookAnswer),
    },
    'POST /api/admin/organizations/:id/webhooks': {
      summary: 'Register an endpoint; its signing secret is answered this once only',
      roles: ROLES,
      params: organization,
      body: createWebhookBody(false),
      status: 201,
      answer: webhookAnswer.extend({ secret: z.string().describe('`whsec_…`: shown once') }),
      errors: { 400: ADDRESS_ERRORS },
    },
    'PUT /api/admin/organizations/:id/webhooks/:webhookId': {
      summary: 'Change an endpoint’s address or kinds, or enable or disable it',
      roles: ROLES,
      params: endpoint,
      body: changeWebhookBody(false),
      answer: webhookAnswer,
      errors: { 400: ADDRESS_ERRORS, 404: ['errors.notFound'] },
    },
    'DELETE /api/admin/organizations/:id/webhooks/:webhookId': {
      summary: 'Remove an endpoint (its secret can never be read again)',
      roles: ROLES,
      params: endpoint,
      status: 204,
      errors: { 404: ['errors.notFound'] },
    },
    'GET /api/admin/organizations/:id/webhooks/:webhookId/deliveries': {
      summary: 'The endpoint’s deliveries, newest first, with every attempt',
      roles: ROLES,
      params: endpoint,
      query: deliveriesQuery,
      answer: documented(
        'Deliveries: `id, kind, status (pending, delivered, failed), payload, attempts[{at, ok, statusCode, error, durationMs}]`',
      ),
      errors: { 404: ['errors.notFound'] },
    },
    'POST /api/admin/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver': {
      summary: 'Send a delivery again at once (same id)',
      roles: ROLES,
      params: { ...endpoint, deliveryId: 'The delivery' },
      status: 202,
      answer: z.object({ redelivered: z.literal(true) }),
      errors: { 404: ['errors.notFound'] },
    },
  },
};
