import { z } from 'zod';
import { API_KEY_ERRORS, API_KEY_SCOPES } from '../../src-domain/organization/api-keys.ts';
import type { AreaDoc } from '../openapi/route-doc.ts';
import { createApiKeyBody } from './api-key-schema.ts';

/** A key as its admins see it (api-key-routes.ts): never its secret nor its hash. */
export const apiKeyAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES as [string, ...string[]])),
    createdAt: z.string(),
    createdBy: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable().describe('Recorded at most once a minute per key'),
    state: z.enum(['active', 'expired', 'revoked']),
  })
  .describe('An organization API key');

const ROLES = ['superUser', 'companyAdmin'] as const;
const organization = { id: 'The organization, or `my` for one’s own' };

export const apiKeyDocs: AreaDoc = {
  tag: 'API keys',
  description: 'Organization API keys for the organization’s own systems (api.md#api-keys).',
  routes: {
    'GET /api/admin/organizations/:id/api-keys': {
      summary: 'The organization’s keys',
      roles: ROLES,
      params: organization,
      answer: z.array(apiKeyAnswer),
    },
    'POST /api/admin/organizations/:id/api-keys': {
      summary: 'Make a key; the key itself is answered this once only',
      roles: ROLES,
      params: organization,
      body: createApiKeyBody,
      status: 201,
      answer: apiKeyAnswer.extend({ key: z.string().describe('`ik_<id>_<secret>`: shown once') }),
      errors: {
        400: [API_KEY_ERRORS.nameRequired, API_KEY_ERRORS.scopesRequired, API_KEY_ERRORS.expiryInvalid],
      },
    },
    'DELETE /api/admin/organizations/:id/api-keys/:keyId': {
      summary: 'Revoke a key: it answers 401 from then on',
      roles: ROLES,
      params: { ...organization, keyId: 'The key' },
      answer: apiKeyAnswer,
      errors: { 404: ['errors.notFound'] },
    },
  },
};
