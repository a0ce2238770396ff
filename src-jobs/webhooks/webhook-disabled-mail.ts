import type { WebhookEvent } from '../../src-domain/webhook/index.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { webhookQueries } from '../../src-projections/webhooks/queries.ts';
import type { OutboxMail } from '../mail/outbox.ts';
import { linkMailTemplate, type MailTemplate } from '../mail/templates.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

export const WEBHOOK_DISABLED_TEMPLATE = 'webhook-disabled';

/** Where admins manage webhooks: the organization's settings (src-web/routes.ts). */
const SETTINGS_PATH = '/organization/settings';

// The words are in the catalogues (src-web/locales), found there by their ids.
const SUBJECT = /*i18n*/ { id: 'mail.webhookDisabled.subject', message: 'A webhook endpoint was disabled' };
const BODY = /*i18n*/ {
  id: 'mail.webhookDisabled.body',
  message:
    'Hello {name},\n\nThe webhook endpoint {url} failed {failures} deliveries in a row and has been disabled. No events are sent to it until an administrator enables it again.\n\nCheck the receiver, then enable the endpoint in the organization settings:\n{link}',
};

/**
 * An endpoint the delivery worker disabled -> a mail to each companyAdmin of its organization, in their
 * language. An admin's own disabling mails nothing: they know.
 */
export function webhookDisabledReactor(options: { readModels: ReadModels }): Reactor {
  const { readModels } = options;
  return {
    name: REACTOR_NAMES.webhookDisabled,
    eventTypes: ['WebhookDisabled'],
    readModels: ['users', 'webhooks'],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as Extract<
        WebhookEvent,
        { type: 'WebhookDisabled' }
      >;
      if (event.data.reason !== 'failures') return null;
      const webhookId = recorded.stream.slice('webhook-'.length);
      const endpoint = await webhookQueries(readModels).byId(webhookId);
      if (!endpoint) return null;
      const admins = await userQueries(readModels).inOrganization(event.data.organizationId, {
        role: 'companyAdmin',
      });
      const mails: OutboxMail[] = admins
        .filter((admin) => !admin.erased)
        .map((admin) => ({
          template: WEBHOOK_DISABLED_TEMPLATE,
          to: admin.email,
          organizationId: event.data.organizationId,
          params: {
            language: admin.language,
            name: admin.name,
            url: endpoint.url,
            failures: String(event.data.failures ?? ''),
          },
        }));
      return mails.length ? mails : null;
    },
  };
}

/** The mail of an endpoint disabled after failures, with the button to the organization's settings. */
export function webhookDisabledTemplate(publicUrl: string): MailTemplate {
  return linkMailTemplate(publicUrl, SUBJECT, BODY, SETTINGS_PATH);
}
