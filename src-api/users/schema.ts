import { z } from 'zod';
import {
  PASSWORD_ERRORS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src-domain/shared/password.ts';
import { ROLES } from '../../src-domain/shared/roles.ts';
import { email, idField, nameText, optionalText, requiredText } from '../http/schema-parts.ts';

export const AGENT_CODE_REQUIRED = 'users.agentCodeRequired';
export const INVITE_WITH_PASSWORD = 'users.inviteWithPassword';
const role = z.enum(ROLES, { error: 'users.roleRequired' });
const password = z
  .string({ error: PASSWORD_ERRORS.missing })
  .min(1, PASSWORD_ERRORS.missing)
  .max(PASSWORD_MAX_LENGTH * 4, PASSWORD_ERRORS.tooLong)
  .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, PASSWORD_ERRORS.length)
  .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, PASSWORD_ERRORS.tooLong);

export const createUserBody = z
  .object({
    name: nameText(200, 'users.nameRequired'),
    email,
    agentCode: requiredText(50, AGENT_CODE_REQUIRED),
    role,
    profile: optionalText(5000).optional(),
    /** An invitation: the user sets their own password from a mailed link; no password is sent then. */
    invite: z.boolean({ error: 'errors.validation' }).optional(),
    password: password.optional(),
    passwordRepeat: z.string({ error: PASSWORD_ERRORS.missing }).optional(),
    hotelIds: z.array(idField('errors.validation'), { error: 'errors.validation' }).max(1000).default([]),
    /** A superUser names the organization; everyone else creates in their own. */
    organizationId: idField('errors.validation').nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.invite) {
      // Either way, never both: an invited user's password is theirs alone to choose.
      if (body.password !== undefined || body.passwordRepeat !== undefined)
        ctx.addIssue({ code: 'custom', message: INVITE_WITH_PASSWORD, path: ['password'] });
    } else if (body.password === undefined)
      ctx.addIssue({ code: 'custom', message: PASSWORD_ERRORS.missing, path: ['password'] });
    else if (body.password !== body.passwordRepeat)
      ctx.addIssue({ code: 'custom', message: PASSWORD_ERRORS.mismatch, path: ['passwordRepeat'] });
  });

export const updateUserBody = z
  .object({
    name: nameText(200, 'users.nameRequired'),
    email,
    // Empty is allowed here and decided by the route against the user: the page sends the field as it shows
    // it, empty for a user who never had a code (the first superUser). A code once given stays required.
    agentCode: z.string({ error: AGENT_CODE_REQUIRED }).trim().max(50, 'errors.validation'),
    role,
    profile: optionalText(5000),
  })
  .partial()
  .strict();

/** Erasing is irreversible: the caller says so explicitly (the dialog's confirmation). */
export const ERASE_NOT_CONFIRMED = 'users.eraseNotConfirmed';
export const eraseUserBody = z.object({ confirm: z.literal(true, { error: ERASE_NOT_CONFIRMED }) }).strict();
