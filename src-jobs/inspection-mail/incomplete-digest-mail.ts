import { translate } from '../../src-projections/texts/server-i18n.ts';
import type { MailContent } from '../mail/templates.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.incompleteDigest.subject',
  message:
    '{count, plural, one {# inspection past its day} other {# inspections past their day}} and not finished at {hotel}',
};
const BODY = /*i18n*/ {
  id: 'mail.incompleteDigest.body',
  message:
    'On {date}, {count, plural, one {# inspection at {hotel} whose day has passed is not finished} other {# inspections at {hotel} whose day has passed are not finished}}:\n\n{list}',
};

/**
 * The daily digest of an entity's inspections past their day and not finished, one line and link each, to
 * the organization's incompleteEmail. A summary on a schedule: sent as a digest (List-Unsubscribe).
 */
export function incompleteDigestTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailContent => {
    const p = entry.mail.params;
    const list = (p.inspections ?? '')
      .split('\n')
      .map((line) => {
        const [date, hour, path, ...type] = line.split(' ');
        return `${date} ${hour}  ${type.join(' ')}  ${publicUrl}${path}`;
      })
      .join('\n');
    // A number, so the catalogue's plural forms choose the words.
    const values = { ...p, count: Number(p.count), list };
    return {
      to: entry.mail.to,
      language: p.language ?? '',
      subject: translate(p.language, SUBJECT, values),
      body: translate(p.language, BODY, values),
      digest: true,
    };
  };
}
