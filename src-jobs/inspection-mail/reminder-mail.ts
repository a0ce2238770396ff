import { translate } from '../../src-projections/texts/server-i18n.ts';
import type { MailContent } from '../mail/templates.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.dailyReminder.subject',
  message:
    '{count, plural, one {# unfinished inspection} other {# unfinished inspections}} ({type}) at {hotel}',
};
const BODY = /*i18n*/ {
  id: 'mail.dailyReminder.body',
  message:
    'On {date}, {count, plural, one {# inspection of {type} at {hotel} has started and is not finished} other {# inspections of {type} at {hotel} have started and are not finished}}:\n\n{list}',
};

/**
 * The daily reminder: the unfinished inspections of a type at an entity, one line and link each. A summary
 * on a schedule: sent as a digest (List-Unsubscribe).
 */
export function reminderTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailContent => {
    const p = entry.mail.params;
    const list = (p.inspections ?? '')
      .split('\n')
      .map((line) => {
        const [date, hour, path] = line.split(' ');
        return `${date} ${hour}  ${publicUrl}${path}`;
      })
      .join('\n');
    return {
      to: entry.mail.to,
      language: p.language ?? '',
      // A number, so the catalogue's plural forms choose "1 inspection" or "2 inspections".
      subject: translate(p.language, SUBJECT, { ...p, count: Number(p.count) }),
      body: translate(p.language, BODY, { ...p, count: Number(p.count), list }),
      digest: true,
    };
  };
}
