import { describe, it } from 'vitest';
import { webhookDecider, type WebhookEvent } from '../../src-domain/webhook/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(webhookDecider);
const AT = '2026-11-27T10:00:00.000Z';
const secret = { $encrypted: 'sealed-under-the-endpoint-key' };
const about = { organizationId: 'o1', by: 'u1', at: AT };
const fields = { url: 'https://hooks.example.com/in', kinds: ['inspection.submitted' as const] };
const registered: WebhookEvent = {
  type: 'WebhookRegistered',
  data: { ...about, ...fields, webhookId: 'w1', secret },
};
const disabled: WebhookEvent = { type: 'WebhookDisabled', data: { ...about, reason: 'admin' } };
const removed: WebhookEvent = { type: 'WebhookRemoved', data: about };
const register = { type: 'RegisterWebhook', webhookId: 'w1', secret, ...about, ...fields } as const;
const by = { by: 'u1', at: AT };

describe('an endpoint not registered yet', () => {
  it('is registered with its address, kinds and encrypted secret', () => {
    spec([]).when(register).then([registered]);
  });
  it('cannot be changed, turned off or on, or removed', () => {
    spec([])
      .when({ type: 'ChangeWebhook', fields: { url: 'https://x.example.com' }, ...by })
      .thenFails('webhooks.notFound');
    spec([])
      .when({ type: 'DisableWebhook', reason: 'admin', ...by })
      .thenFails('webhooks.notFound');
    spec([])
      .when({ type: 'EnableWebhook', ...by })
      .thenFails('webhooks.notFound');
    spec([])
      .when({ type: 'RemoveWebhook', ...by })
      .thenFails('webhooks.notFound');
  });
});

describe('a registered endpoint that is on', () => {
  it('records only the fields that changed, with what they were', () => {
    spec([registered])
      .when({ type: 'ChangeWebhook', fields: { url: fields.url, kinds: ['report.shared'] }, ...by })
      .then([
        {
          type: 'WebhookChanged',
          data: { ...about, changes: { kinds: ['report.shared'] }, previous: { kinds: fields.kinds } },
        },
      ]);
  });
  it('records nothing for a change to what it already is', () => {
    spec([registered])
      .when({ type: 'ChangeWebhook', fields, ...by })
      .then([]);
  });
  it('is turned off by the delivery worker with the failures that did it', () => {
    spec([registered])
      .when({ type: 'DisableWebhook', reason: 'failures', failures: 5, by: 'system', at: AT })
      .then([{ type: 'WebhookDisabled', data: { ...about, by: 'system', reason: 'failures', failures: 5 } }]);
  });
  it('records nothing when turned on again', () => {
    spec([registered])
      .when({ type: 'EnableWebhook', ...by })
      .then([]);
  });
  it('cannot be registered twice', () => {
    spec([registered]).when(register).thenFails('webhooks.exists');
  });
});

describe('an endpoint that is off', () => {
  it('is turned on again', () => {
    spec([registered, disabled])
      .when({ type: 'EnableWebhook', ...by })
      .then([{ type: 'WebhookEnabled', data: about }]);
  });
  it('records nothing when turned off a second time (an admin and the worker at once)', () => {
    spec([registered, disabled])
      .when({ type: 'DisableWebhook', reason: 'failures', ...by })
      .then([]);
  });
  it('is removed', () => {
    spec([registered, disabled])
      .when({ type: 'RemoveWebhook', ...by })
      .then([removed]);
  });
});

describe('a removed endpoint', () => {
  it('is gone for every command but a registration, which its id still refuses', () => {
    spec([registered, removed])
      .when({ type: 'EnableWebhook', ...by })
      .thenFails('webhooks.notFound');
    spec([registered, removed])
      .when({ type: 'RemoveWebhook', ...by })
      .thenFails('webhooks.notFound');
    spec([registered, removed]).when(register).thenFails('webhooks.exists');
  });
});
