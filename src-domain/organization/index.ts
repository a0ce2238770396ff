import { DomainError } from '../shared/domain-error.ts';
import type { Decider } from '../store/decider.ts';

export type OrganizationEvent = {
  type: 'OrganizationCreated';
  data: { organizationId: string; name: string; createdAt: string };
};
export type OrganizationCommand = {
  type: 'CreateOrganization';
  organizationId: string;
  name: string;
  now: string;
};
export interface OrganizationState {
  exists: boolean;
}

export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) throw new DomainError('organizations.exists');
    return [
      {
        type: 'OrganizationCreated',
        data: { organizationId: command.organizationId, name: command.name, createdAt: command.now },
      },
    ];
  },
};
export const organizationStream = (id: string) => `organization-${id}`;
