import type { EncryptedValue } from '../personal-data/cipher.ts';
import type { Decider } from '../eventstore/decider.ts';
import { changedFields, type Changes } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';

/** The kinds of events an endpoint may ask for (docs/api.md, Webhooks). */
export const WEBHOOK_KINDS = [
  'inspection.submitted',
  'inspection.approved',
  'inspection.reverted',
  'actionItem.created',
  'actionItem.done',
  'actionItem.overdue',
  'report.shared',
] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export interface WebhookFields {
  url: string;
  kinds: WebhookKind[];
}

/** Who turned an endpoint off: an admin, or the delivery worker after repeated failures. */
export type WebhookDisableReason = 'admin' | 'failures';

interface About {
  organizationId: string;
  by: string;
  at: string;
}

/**
 * An organization's webhook endpoint. The signing secret is in the log only encrypted under the endpoint's
 * own key (webhook-secrets.ts); removing the endpoint deletes that key, so the secret is gone for good.
 */
export type WebhookEvent =
  | {
      type: 'WebhookRegistered';
      data: About & WebhookFields & { webhookId: string; secret: EncryptedValue };
    }
  | { type: 'WebhookChanged'; data: About & Changes<WebhookFields> }
  | { type: 'WebhookDisabled'; data: About & { reason: WebhookDisableReason; failures?: number } }
  | { type: 'WebhookEnabled'; data: About }
  | { type: 'WebhookRemoved'; data: About }
  /** An admin asked to send one delivery again: who, and which delivery (its public id). */
  | { type: 'WebhookRedeliveryRequested'; data: About & { deliveryId: string } };

export type WebhookCommand =
  | ({ type: 'RegisterWebhook'; webhookId: string; secret: EncryptedValue } & About & WebhookFields)
  | { type: 'ChangeWebhook'; fields: Partial<WebhookFields>; by: string; at: string }
  | { type: 'DisableWebhook'; reason: WebhookDisableReason; failures?: number; by: string; at: string }
  | { type: 'EnableWebhook'; by: string; at: string }
  | { type: 'RemoveWebhook'; by: string; at: string }
  | { type: 'RequestRedelivery'; deliveryId: string; by: string; at: string };

export interface WebhookState {
  exists: boolean;
  removed: boolean;
  organizationId: string;
  fields: WebhookFields;
  enabled: boolean;
}

export const WEBHOOK_ERRORS = {
  exists: 'webhooks.exists',
  notFound: 'webhooks.notFound',
} as const;

function decide(command: WebhookCommand, state: WebhookState): WebhookEvent[] {
  if (command.type === 'RegisterWebhook') {
    if (state.exists) throw new DomainError(WEBHOOK_ERRORS.exists);
    const { type: _type, ...data } = command;
    return [{ type: 'WebhookRegistered', data }];
  }
  if (!state.exists || state.removed) throw new DomainError(WEBHOOK_ERRORS.notFound);
  const about = { organizationId: state.organizationId, by: command.by, at: command.at };
  switch (command.type) {
    case 'ChangeWebhook': {
      const change = changedFields(state.fields, command.fields);
      return change ? [{ type: 'WebhookChanged', data: { ...about, ...change } }] : [];
    }
    case 'DisableWebhook': {
      // A second disable (an admin and the worker at once) records nothing: the endpoint is off either way.
      if (!state.enabled) return [];
      const failures = command.failures === undefined ? {} : { failures: command.failures };
      return [{ type: 'WebhookDisabled', data: { ...about, reason: command.reason, ...failures } }];
    }
    case 'EnableWebhook':
      return state.enabled ? [] : [{ type: 'WebhookEnabled', data: about }];
    case 'RemoveWebhook':
      return [{ type: 'WebhookRemoved', data: about }];
    case 'RequestRedelivery':
      return [{ type: 'WebhookRedeliveryRequested', data: { ...about, deliveryId: command.deliveryId } }];
  }
}

function evolve(state: WebhookState, event: WebhookEvent): WebhookState {
  switch (event.type) {
    case 'WebhookRegistered':
      return {
        exists: true,
        removed: false,
        organizationId: event.data.organizationId,
        fields: { url: event.data.url, kinds: event.data.kinds },
        enabled: true,
      };
    case 'WebhookChanged':
      return { ...state, fields: { ...state.fields, ...event.data.changes } };
    case 'WebhookDisabled':
      return { ...state, enabled: false };
    case 'WebhookEnabled':
      return { ...state, enabled: true };
    case 'WebhookRemoved':
      return { ...state, removed: true, enabled: false };
    case 'WebhookRedeliveryRequested':
      return state;
  }
}

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEvent> = {
  initialState: () => ({
    exists: false,
    removed: false,
    organizationId: '',
    fields: { url: '', kinds: [] },
    enabled: false,
  }),
  evolve,
  decide,
};

export const webhookStream = (id: string) => `webhook-${id}`;

/** The actor the log names when the delivery worker turns an endpoint off. */
export const WEBHOOK_SYSTEM_ACTOR = 'system';
