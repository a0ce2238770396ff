import { z } from 'zod';
import {
  PASSWORD_ERRORS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src-domain/shared/password.ts';

export const MISSING = 'missing.parameters';
const text = (max: number) => z.string({ error: MISSING }).max(max, 'errors.validation');

export const loginBody = z
  .object({
    email: text(320).trim().min(1, 'login.missingEmail'),
    password: text(PASSWORD_MAX_LENGTH).min(1, PASSWORD_ERRORS.missing),
  })
  .strict();

export const resetRequestBody = z.object({ email: text(320).trim().min(1, 'login.missingEmail') }).strict();

export const resetBody = z
  .object({
    token: text(200).min(1, 'login.missingToken'),
    password: text(PASSWORD_MAX_LENGTH + 1)
      .min(1, PASSWORD_ERRORS.missing)
      .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, PASSWORD_ERRORS.length)
      .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, PASSWORD_ERRORS.tooLong),
  })
  .strict();

/** The token of the link mailed to a new e-mail address (users/email-change.ts). */
export const confirmEmailBody = z
  .object({ token: text(200).min(1, 'users.emailChangeMissingToken') })
  .strict();
