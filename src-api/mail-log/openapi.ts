import { z } from 'zod';
import { pageQuery } from '../http/list-page.ts';
import type { AreaDoc } from '../openapi/route-doc.ts';

const entry = z
  .looseObject({ id: z.string(), status: z.string() })
  .describe(
    'A mail: recipients, subject, kind, status (pending, sent, failed) and its attempts; never its body',
  );
const roles = ['companyAdmin', 'superUser'] as const;

export const mailLogDocs: AreaDoc = {
  tag: 'Mail log',
  description: 'The mails the system sent for an organization, and resending a failed one (mail.md).',
  routes: {
    'GET /api/admin/mails': {
      summary: 'The mail log, newest first',
      description: "A companyAdmin sees their organization's mails.",
      roles,
      query: pageQuery,
      answer: z.array(entry),
    },
    'POST /api/admin/mails/:id/resend': {
      summary: 'Send a failed mail again',
      roles,
      params: { id: 'The mail' },
      answer: entry,
      errors: { 409: ['mailLog.notFailed'] },
    },
  },
};
