import { translate } from '../../src-projections/texts/server-i18n.ts';
import { ACTION_LABELS, type MailContent } from '../mail/templates.ts';
import type { OutboxEntry } from '../mail/outbox.ts';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ {
  id: 'mail.overdueDigest.subject',
  message: '{count, plural, one {# overdue action} other {# overdue actions}} at {hotel}',
};
const BODY = /*i18n*/ {
  id: 'mail.overdueDigest.body',
  message:
    'On {date}, {count, plural, one {# action at {hotel} is past its deadline and not done} other {# actions at {hotel} are past their deadline and not done}}:\n\n{list}',
};
const LINE = /*i18n*/ {
  id: 'mail.overdueDigest.line',
  message: 'Deadline {deadline}: {type} of {startDate}, owner {owner}',
};
const NO_OWNER = /*i18n*/ { id: 'mail.overdueDigest.noOwner', message: 'nobody named' };

/** Where the button leads: the action plans with only the overdue ones (src-web/routes.ts). */
export const OVERDUE_ACTIONS_PATH = '/action-plans?overdue=true';

/**
 * The daily escalation of an entity's overdue actions to one admin: a line and link per action, the button
 * to the list of plans with overdue actions. A summary on a schedule: sent as a digest (List-Unsubscribe).
 */
export function overdueDigestTemplate(publicUrl: string) {
  return (entry: OutboxEntry): MailContent => {
    const p = entry.mail.params;
    const language = p.language ?? '';
    const list = (p.actions ?? '')
      .split('\n')
      .filter((line) => line)
      .map((line) => {
        const [deadline, path, type, startDate, owner] = line.split('\t');
        const words = translate(language, LINE, {
          deadline,
          type,
          startDate,
          owner: owner || translate(language, NO_OWNER),
        });
        return `${words}\n${publicUrl}${path}`;
      })
      .join('\n');
    const values = { ...p, count: Number(p.count), list };
    const url = `${publicUrl}${OVERDUE_ACTIONS_PATH}`;
    return {
      to: entry.mail.to,
      language,
      subject: translate(language, SUBJECT, values),
      // The last paragraph is the button to every overdue action (a line that is the action's url).
      body: `${translate(language, BODY, values)}\n\n${url}`,
      action: { url, label: translate(language, ACTION_LABELS.open) },
      digest: true,
    };
  };
}
