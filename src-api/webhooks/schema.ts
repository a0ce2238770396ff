import { z } from 'zod';
import { WEBHOOK_KINDS } from '../../src-domain/webhook/index.ts';

const kinds = z
  .array(z.enum(WEBHOOK_KINDS, { message: 'webhooks.kindsRequired' }))
  .min(1, 'webhooks.kindsRequired')
  .transform((list) => [...new Set(list)]);

/** https only; plain http only under the test setting (the address check then allows loopback only). */
const url = (allowHttp: boolean) =>
  z
    .string({ message: 'webhooks.urlInvalid' })
    .trim()
    .max(2000, 'webhooks.urlInvalid')
    .refine((text) => URL.canParse(text), 'webhooks.urlInvalid')
    .refine((text) => {
      const protocol = URL.canParse(text) ? new URL(text).protocol : '';
      return protocol === 'https:' || (allowHttp && protocol === 'http:');
    }, 'webhooks.urlNotHttps');

export const createWebhookBody = (allowHttp: boolean) => z.object({ url: url(allowHttp), kinds }).strict();

export const changeWebhookBody = (allowHttp: boolean) =>
  z
    .object({ url: url(allowHttp).optional(), kinds: kinds.optional(), enabled: z.boolean().optional() })
    .strict();

export const deliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
