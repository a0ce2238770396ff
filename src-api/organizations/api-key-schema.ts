import { z } from 'zod';
import { API_KEY_ERRORS, API_KEY_SCOPES } from '../../src-domain/organization/api-keys.ts';
import { nameText } from '../http/schema-parts.ts';

/** A new key: its name, scopes and optional expiry (an instant; the decider holds it within a year). */
export const createApiKeyBody = z
  .object({
    name: nameText(100, API_KEY_ERRORS.nameRequired),
    scopes: z
      .array(z.enum(API_KEY_SCOPES as [string, ...string[]], { error: 'errors.validation' }), {
        error: API_KEY_ERRORS.scopesRequired,
      })
      .min(1, API_KEY_ERRORS.scopesRequired)
      .max(API_KEY_SCOPES.length, 'errors.validation'),
    expiresAt: z.iso.datetime({ offset: true, error: API_KEY_ERRORS.expiryInvalid }).nullable().optional(),
  })
  .strict();
