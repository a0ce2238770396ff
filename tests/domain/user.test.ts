import { describe, expect, it } from 'vitest';
import { assignableRoles } from '../../src-domain/shared/roles.ts';
import { userDecider, type UserEvent } from '../../src-domain/user/index.ts';
import { specFor } from '../support/decider-spec.ts';

const spec = specFor(userDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const created = (
  role: 'user' | 'hotelAdmin' | 'companyAdmin' | 'deactivated' | 'superUser' = 'user',
  hotelIds = ['h1'],
  organizationId: string | null = 'o1',
): UserEvent => ({
  type: 'UserCreated',
  data: {
    userId: 'u1',
    organizationId,
    name: 'Anna',
    email: 'anna@x.test',
    role,
    agentCode: 'A-1',
    language: 'sv_SE',
    passwordCredentialId: 'c-password',
    hotelIds,
    createdAt: NOW,
  },
});
const create = (
  actorRole: 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'user',
  role: 'superUser' | 'companyAdmin' | 'hotelAdmin' | 'user' | 'deactivated',
  hotelIds = ['h1'],
) =>
  ({
    type: 'CreateUser',
    actorRole,
    userId: 'u1',
    organizationId: 'o1',
    name: 'Anna',
    email: 'anna@x.test',
    role,
    agentCode: 'A-1',
    language: 'sv_SE',
    passwordCredentialId: 'c-password',
    hotelIds,
    now: NOW,
  }) as const;

const LATER = '2026-11-22T10:00:00.000Z';
const deleted: UserEvent = { type: 'UserDeleted', data: { at: NOW } };
const erased = { type: 'UserErased', data: { at: NOW } } as const;
const superUser = created('superUser', [], null);
const rolesInOrganization = ['companyAdmin', 'hotelAdmin', 'user'] as const;
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { credentialId: 't', expiresAt: '2026-11-21T11:00:00.000Z' },
};
const reset = {
  type: 'ResetPassword',
  resetCredentialId: 't',
  passwordCredentialId: 'new',
  now: NOW,
} as const;
const passwordReset: UserEvent = {
  type: 'PasswordReset',
  data: { resetCredentialId: 't', passwordCredentialId: 'new', at: NOW },
};
const emailRequested = (credentialId = 'hash-1', email = 'anna.b@x.test'): UserEvent => ({
  type: 'UserEmailChangeRequested',
  data: { email, credentialId, expiresAt: LATER },
});
const emailChanged: UserEvent = {
  type: 'UserEmailChanged',
  data: { email: 'anna.b@x.test', previousEmail: 'anna@x.test', at: NOW },
};
const confirm = (credentialId = 'hash-1', email = 'anna.b@x.test', now = NOW) =>
  ({ type: 'ConfirmEmailChange', credentialId, email, now }) as const;
const typeLinked: UserEvent = { type: 'UserLinkedToInspectionType', data: { inspectionTypeId: 't1' } };

describe('a user that does not exist yet', () => {
  it('is created with a role the actor may give', () => {
    spec([])
      .when(create('companyAdmin', 'hotelAdmin'))
      .then((events) => expect(events[0]!.type).toBe('UserCreated'));
  });
  it('is not created with a role above the actor', () => {
    spec([]).when(create('companyAdmin', 'superUser')).thenFails('users.roleNotAllowed');
    spec([]).when(create('hotelAdmin', 'companyAdmin')).thenFails('users.roleNotAllowed');
    spec([]).when(create('user', 'user')).thenFails('users.roleNotAllowed');
  });
  it('must be linked to an entity when they work at one', () => {
    spec([])
      .when(create('companyAdmin', 'user', []))
      .thenFails('users.entityRequired');
    spec([])
      .when(create('companyAdmin', 'companyAdmin', []))
      .then((events) => expect(events).toHaveLength(1));
  });
  it('is created outside every organization as a superUser or deactivated only, whoever creates it', () => {
    for (const role of rolesInOrganization)
      for (const organizationId of [null, '']) {
        spec([])
          .when({ ...create('superUser', role), organizationId })
          .thenFails('users.organizationRequired');
        spec([])
          .when({ ...create('superUser', role), organizationId, actorRole: undefined })
          .thenFails('users.organizationRequired');
      }
    spec([])
      .when({ ...create('superUser', 'superUser', []), organizationId: null })
      .then((events) => expect(events[0]!.type).toBe('UserCreated'));
    spec([])
      .when({ ...create('superUser', 'deactivated', []), organizationId: null })
      .then((events) => expect(events[0]!.type).toBe('UserCreated'));
  });
  it('says which field is missing when the organization is', () => {
    try {
      userDecider.decide(
        { ...create('superUser', 'companyAdmin'), organizationId: null },
        userDecider.initialState(),
      );
      expect.unreachable();
    } catch (error) {
      expect((error as { errors: object }).errors).toEqual({ organizationId: 'users.organizationRequired' });
    }
  });
  it('cannot be erased', () => {
    spec([]).when({ type: 'EraseUser', now: NOW }).thenFails('users.notFound');
  });
});

describe('an active user', () => {
  it('records only what changed, with the previous values', () => {
    spec([created()])
      .when({
        type: 'UpdateUser',
        actorRole: 'companyAdmin',
        fields: { name: ' Anna B ', email: 'anna@x.test' },
      })
      .then([{ type: 'UserUpdated', data: { changes: { name: 'Anna B' }, previous: { name: 'Anna' } } }]);
  });
  it('is deactivated by an admin who may give both roles', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'hotelAdmin', fields: { role: 'deactivated' } })
      .then([
        { type: 'UserUpdated', data: { changes: { role: 'deactivated' }, previous: { role: 'user' } } },
      ]);
  });
  it('cannot be lifted above the actor', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'hotelAdmin', fields: { role: 'companyAdmin' } })
      .thenFails('users.roleNotAllowed');
  });
  it('needs a name', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { name: '  ' } })
      .thenFails('users.nameRequired');
  });
  it('is linked to an entity once, and keeps the only one they work at', () => {
    spec([created()])
      .when({ type: 'LinkHotel', hotelId: 'h2' })
      .then([{ type: 'UserLinkedToHotel', data: { hotelId: 'h2' } }]);
    spec([created()]).when({ type: 'LinkHotel', hotelId: 'h1' }).then([]);
    spec([created()]).when({ type: 'UnlinkHotel', hotelId: 'h1' }).thenFails('users.entityRequired');
  });
  it('is linked to an inspection type', () => {
    spec([created()]).when({ type: 'LinkInspectionType', inspectionTypeId: 't1' }).then([typeLinked]);
  });
  it('answers a reset request with a token', () => {
    spec([created()])
      .when({ type: 'RequestPasswordReset', credentialId: 't', expiresAt: '2026-11-21T11:00:00.000Z' })
      .then([resetRequested]);
  });
  it('never changes the e-mail by an update, whoever asks', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { email: 'other@x.test' } })
      .thenFails('users.emailNeedsConfirmation');
  });
  it('asks for a new address with the credential of a token that expires; the same address is no change', () => {
    spec([created()])
      .when({ type: 'RequestEmailChange', email: 'anna.b@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .then([emailRequested()]);
    spec([created()])
      .when({ type: 'RequestEmailChange', email: 'anna@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .then([]);
  });
  it('refuses an e-mail confirmation nobody asked for', () => {
    spec([created()]).when(confirm()).thenFails('users.emailChangeInvalidToken');
  });
  it('is erased once, with no personal data', () => {
    spec([created()]).when({ type: 'EraseUser', now: NOW }).then([erased]);
  });
});

describe('a user linked to two entities', () => {
  it('is unlinked from one of them', () => {
    spec([created(), { type: 'UserLinkedToHotel', data: { hotelId: 'h2' } }])
      .when({ type: 'UnlinkHotel', hotelId: 'h1' })
      .then([{ type: 'UserUnlinkedFromHotel', data: { hotelId: 'h1' } }]);
  });
});

describe('a user linked to an inspection type', () => {
  it('is linked to it once', () => {
    spec([created(), typeLinked]).when({ type: 'LinkInspectionType', inspectionTypeId: 't1' }).then([]);
  });
  it('is unlinked from it', () => {
    spec([created(), typeLinked])
      .when({ type: 'UnlinkInspectionType', inspectionTypeId: 't1' })
      .then([{ type: 'UserUnlinkedFromInspectionType', data: { inspectionTypeId: 't1' } }]);
  });
});

describe('a user with a password reset requested', () => {
  it('resets the password with the outstanding, unexpired token only', () => {
    spec([created(), resetRequested]).when(reset).then([passwordReset]);
    spec([created(), resetRequested])
      .when({ ...reset, resetCredentialId: 'other' })
      .thenFails('login.invalidToken');
    spec([created(), resetRequested])
      .when({ ...reset, now: '2026-11-21T11:00:00.001Z' })
      .thenFails('login.invalidToken');
  });
});

describe('a user whose password was reset', () => {
  it('cannot reset it again with the same token', () => {
    spec([created(), resetRequested, passwordReset]).when(reset).thenFails('login.invalidToken');
  });
});

describe('a user with an e-mail change waiting', () => {
  it('takes the new address when its token comes back in time, saying what it was', () => {
    spec([created(), emailRequested()]).when(confirm()).then([emailChanged]);
  });
  it('refuses a wrong token, and an address other than the one waiting', () => {
    spec([created(), emailRequested()]).when(confirm('hash-2')).thenFails('users.emailChangeInvalidToken');
    spec([created(), emailRequested()])
      .when(confirm('hash-1', 'someone@x.test'))
      .thenFails('users.emailChangeInvalidToken');
  });
  it('refuses an expired token', () => {
    spec([created(), emailRequested()])
      .when(confirm('hash-1', 'anna.b@x.test', LATER))
      .thenFails('users.emailChangeExpired');
  });
});

describe('a user whose e-mail change request was replaced', () => {
  it('refuses the token of the first request', () => {
    spec([created(), emailRequested(), emailRequested('hash-2', 'anna.c@x.test')])
      .when(confirm('hash-1'))
      .thenFails('users.emailChangeInvalidToken');
  });
});

describe('a user whose e-mail change was confirmed', () => {
  it('refuses the used token', () => {
    spec([created(), emailRequested(), emailChanged])
      .when(confirm())
      .thenFails('users.emailChangeInvalidToken');
  });
  it('has the new address: an update naming it changes nothing', () => {
    spec([created(), emailRequested(), emailChanged])
      .when({ type: 'UpdateUser', actorRole: 'companyAdmin', fields: { email: 'anna.b@x.test' } })
      .then([]);
  });
});

describe('a deactivated user', () => {
  it('cannot be linked to an entity', () => {
    spec([created('deactivated')])
      .when({ type: 'LinkHotel', hotelId: 'h2' })
      .thenFails('users.deactivated');
  });
  it('cannot be linked to an inspection type', () => {
    spec([created('deactivated')])
      .when({ type: 'LinkInspectionType', inspectionTypeId: 't1' })
      .thenFails('users.deactivated');
  });
  it('gets no reset token', () => {
    spec([created('deactivated')])
      .when({ type: 'RequestPasswordReset', credentialId: 't', expiresAt: NOW })
      .then([]);
  });
  it('gets no new address', () => {
    spec([created('deactivated')])
      .when({ type: 'RequestEmailChange', email: 'anna.b@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .thenFails('users.deactivated');
  });
});

describe('a user deactivated with an e-mail change waiting', () => {
  it('refuses the token', () => {
    spec([
      created(),
      emailRequested(),
      { type: 'UserRoleChanged', data: { role: 'deactivated', previousRole: 'user' } },
    ])
      .when(confirm())
      .thenFails('users.emailChangeInvalidToken');
  });
});

describe('a company admin', () => {
  it('is not changed by an admin ranked below them', () => {
    spec([created('companyAdmin')])
      .when({ type: 'UpdateUser', actorRole: 'hotelAdmin', fields: { role: 'user' } })
      .thenFails('users.roleNotAllowed');
  });
});

describe('a company admin linked to no entity', () => {
  it('stays in the organization, changing roles within it', () => {
    spec([created('companyAdmin', [])])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role: 'companyAdmin', name: 'Anna C' } })
      .then((events) => expect(events).toHaveLength(1));
  });
});

describe('a superUser outside every organization', () => {
  it('cannot be demoted to a role inside an organization, by update or role change', () => {
    for (const role of rolesInOrganization) {
      spec([superUser])
        .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role } })
        .thenFails('users.organizationRequired');
      spec([superUser]).when({ type: 'ChangeRole', role }).thenFails('users.organizationRequired');
    }
  });
  it('is deactivated', () => {
    spec([superUser])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role: 'deactivated' } })
      .then((events) => expect(events).toHaveLength(1));
  });
  it('is not erased while in office', () => {
    spec([superUser]).when({ type: 'EraseUser', now: NOW }).thenFails('users.superUserNotErasable');
  });
});

describe('a deleted superUser', () => {
  it('is erased', () => {
    spec([superUser, deleted]).when({ type: 'EraseUser', now: NOW }).then([erased]);
  });
});

describe('a superUser demoted to deactivated', () => {
  it('is erased', () => {
    spec([superUser, { type: 'UserRoleChanged', data: { role: 'deactivated', previousRole: 'superUser' } }])
      .when({ type: 'EraseUser', now: NOW })
      .then([erased]);
  });
});

describe('a deleted user', () => {
  it('can no longer be changed', () => {
    spec([created(), deleted]).when({ type: 'LinkHotel', hotelId: 'h2' }).thenFails('users.notFound');
  });
  it('is erased', () => {
    spec([created(), deleted]).when({ type: 'EraseUser', now: NOW }).then([erased]);
  });
});

describe('an erased user', () => {
  it('is erased only once', () => {
    spec([created(), erased]).when({ type: 'EraseUser', now: NOW }).then([]);
  });
  it('can no longer be changed', () => {
    spec([created(), erased]).when({ type: 'ChangeRole', role: 'user' }).thenFails('users.notFound');
  });
});

describe('roles an actor may give', () => {
  it('are all five for a superUser, up to their own rank for other admins, none for agents', () => {
    expect(assignableRoles('superUser')).toEqual([
      'superUser',
      'companyAdmin',
      'hotelAdmin',
      'user',
      'deactivated',
    ]);
    expect(assignableRoles('companyAdmin')).toEqual(['companyAdmin', 'hotelAdmin', 'user', 'deactivated']);
    expect(assignableRoles('hotelAdmin')).toEqual(['hotelAdmin', 'user', 'deactivated']);
    expect(assignableRoles('user')).toEqual([]);
  });
});

describe('the folded state of an erased user', () => {
  it('holds no name or e-mail', () => {
    const state = [created(), erased].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.profile).toMatchObject({ name: 'Erased user', email: 'erased@erased.invalid', profile: '' });
  });
});
