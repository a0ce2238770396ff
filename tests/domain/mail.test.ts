import { describe, it } from 'vitest';
import { mailDecider, type MailEvent } from '../../src-domain/mail/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(mailDecider);
const resend = (now: string) =>
  ({ type: 'ResendMail', entryId: 'e1', organizationId: 'o1', template: 'assignment', now }) as const;
const requested = (at: string): MailEvent => ({
  type: 'MailResendRequested',
  data: { entryId: 'e1', organizationId: 'o1', template: 'assignment', at },
});

describe('a mail never sent again', () => {
  it('is sent again with its template and when, never its body or address', () => {
    spec([])
      .when(resend('2026-11-27T10:00:00.000Z'))
      .then([requested('2026-11-27T10:00:00.000Z')]);
  });
});

describe('a mail already sent again', () => {
  it('is sent again as often as an admin asks, each request recorded', () => {
    spec([requested('2026-11-27T10:00:00.000Z')])
      .when(resend('2026-11-27T11:00:00.000Z'))
      .then([requested('2026-11-27T11:00:00.000Z')]);
  });
});
