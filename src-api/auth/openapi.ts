import { z } from 'zod';
import { ROLES } from '../../src-domain/shared/roles.ts';
import { emptyAnswer, messageAnswer, type AreaDoc } from '../openapi/route-doc.ts';
import { confirmEmailBody, loginBody, resetBody, resetRequestBody } from './schema.ts';

/** The signed-in user as login and the session check answer it (current-user.ts presentUser). */
export const sessionUserAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    organizationId: z.string().nullable(),
    organizationHasLogo: z.boolean(),
    organizationLogoVersion: z.string().nullable().describe("The logo's version for its URL (`?v=`)"),
  })
  .describe('The signed-in user');

export const authDocs: AreaDoc = {
  tag: 'Sessions',
  description: 'Sign-in, sign-out, password reset and e-mail confirmation (security.md).',
  routes: {
    'POST /api/sessions/login': {
      summary: 'Sign in',
      description: 'Sets the session cookie. Attempts are rate-limited per address and client.',
      public: true,
      body: loginBody,
      answer: sessionUserAnswer,
      errors: { 401: ['errors.badCredentials'], 429: ['errors.tooManyAttempts'] },
    },
    'POST /api/sessions/logout': { summary: 'Sign out: the session ends', public: true, answer: emptyAnswer },
    'GET /api/sessions/check': { summary: 'The signed-in user', answer: sessionUserAnswer },
    'POST /api/sessions/request-password-reset': {
      summary: 'Mail a password reset link',
      description: 'Always the same answer, whether or not the address is known.',
      public: true,
      body: resetRequestBody,
      answer: messageAnswer,
      errors: { 429: ['errors.tooManyAttempts'] },
    },
    'POST /api/sessions/reset-password': {
      summary: 'Set a new password with a mailed token',
      public: true,
      body: resetBody,
      answer: messageAnswer,
      errors: { 400: ['login.invalidToken'] },
    },
    'POST /api/sessions/confirm-email': {
      summary: "Confirm a new e-mail address with its link's token",
      public: true,
      body: confirmEmailBody,
      answer: messageAnswer,
      errors: { 400: ['users.emailChangeMissingToken'] },
    },
  },
};
