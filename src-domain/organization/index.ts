import type { Changes } from '../shared/changes.ts';
import { changedFields, trimmed } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Decider } from '../eventstore/decider.ts';
import {
  decideApiKey,
  evolveApiKeys,
  type ApiKeyCommand,
  type ApiKeyEvent,
  type ApiKeyState,
} from './api-keys.ts';

export interface OrganizationFields {
  name: string;
  reportEmail: string[];
  incompleteEmail: string[];
}

export type OrganizationEvent =
  | { type: 'OrganizationCreated'; data: { organizationId: string; name: string; createdAt: string } }
  | {
      type: 'OrganizationUpdated';
      data: Changes<OrganizationFields>;
    }
  | {
      type: 'OrganizationLogoSet';
      data: { fileName: string; mimeType: string; width: number; height: number };
    }
  | { type: 'OrganizationLogoRemoved'; data: { fileName: string } }
  | ApiKeyEvent;

export type OrganizationCommand =
  | { type: 'CreateOrganization'; organizationId: string; name: string; now: string }
  | { type: 'UpdateOrganization'; fields: Partial<OrganizationFields> }
  | { type: 'SetLogo'; fileName: string; mimeType: string; width: number; height: number }
  | { type: 'RemoveLogo' }
  | ApiKeyCommand;

export interface OrganizationState {
  exists: boolean;
  fields: OrganizationFields;
  logo: string | null;
  apiKeys: Record<string, ApiKeyState>;
}

export const ORGANIZATION_ERRORS = {
  exists: 'organizations.exists',
  notFound: 'organizations.notFound',
  nameRequired: 'organizations.nameRequired',
} as const;

function decide(command: OrganizationCommand, state: OrganizationState): OrganizationEvent[] {
  if (command.type === 'CreateOrganization') {
    if (state.exists) throw new DomainError(ORGANIZATION_ERRORS.exists);
    const name = command.name.trim();
    if (!name)
      throw new DomainError(ORGANIZATION_ERRORS.nameRequired, { name: ORGANIZATION_ERRORS.nameRequired });
    return [
      {
        type: 'OrganizationCreated',
        data: { organizationId: command.organizationId, name, createdAt: command.now },
      },
    ];
  }
  if (!state.exists) throw new DomainError(ORGANIZATION_ERRORS.notFound);
  switch (command.type) {
    case 'UpdateOrganization': {
      const change = changedFields(state.fields, trimmed<OrganizationFields>(command.fields, ['name']));
      if (!change) return [];
      if ('name' in change.changes && !change.changes.name)
        throw new DomainError(ORGANIZATION_ERRORS.nameRequired, { name: ORGANIZATION_ERRORS.nameRequired });
      return [{ type: 'OrganizationUpdated', data: change }];
    }
    case 'SetLogo':
      return [
        {
          type: 'OrganizationLogoSet',
          data: {
            fileName: command.fileName,
            mimeType: command.mimeType,
            width: command.width,
            height: command.height,
          },
        },
      ];
    case 'RemoveLogo':
      return state.logo ? [{ type: 'OrganizationLogoRemoved', data: { fileName: state.logo } }] : [];
    case 'CreateApiKey':
    case 'RevokeApiKey':
      return decideApiKey(command, state.apiKeys);
  }
}

function evolve(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationCreated':
      return {
        exists: true,
        fields: { name: event.data.name, reportEmail: [], incompleteEmail: [] },
        logo: null,
        apiKeys: {},
      };
    case 'OrganizationUpdated':
      return { ...state, fields: { ...state.fields, ...event.data.changes } };
    case 'OrganizationLogoSet':
      return { ...state, logo: event.data.fileName };
    case 'OrganizationLogoRemoved':
      return { ...state, logo: null };
    case 'OrganizationApiKeyCreated':
    case 'OrganizationApiKeyRevoked':
      return { ...state, apiKeys: evolveApiKeys(state.apiKeys, event) };
  }
}

export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> = {
  initialState: () => ({
    exists: false,
    fields: { name: '', reportEmail: [], incompleteEmail: [] },
    logo: null,
    apiKeys: {},
  }),
  evolve,
  decide,
};
export const organizationStream = (id: string) => `organization-${id}`;
