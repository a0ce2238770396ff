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
});

describe('an existing user', () => {
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
  it('cannot be lifted above the actor, nor changed by one ranked below them', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'hotelAdmin', fields: { role: 'companyAdmin' } })
      .thenFails('users.roleNotAllowed');
    spec([created('companyAdmin')])
      .when({ type: 'UpdateUser', actorRole: 'hotelAdmin', fields: { role: 'user' } })
      .thenFails('users.roleNotAllowed');
  });
  it('needs a name', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { name: '  ' } })
      .thenFails('users.nameRequired');
  });
  it('is linked to an entity once, and keeps at least one when they work at entities', () => {
    spec([created()])
      .when({ type: 'LinkHotel', hotelId: 'h2' })
      .then([{ type: 'UserLinkedToHotel', data: { hotelId: 'h2' } }]);
    spec([created()]).when({ type: 'LinkHotel', hotelId: 'h1' }).then([]);
    spec([created()]).when({ type: 'UnlinkHotel', hotelId: 'h1' }).thenFails('users.entityRequired');
    spec([created(), { type: 'UserLinkedToHotel', data: { hotelId: 'h2' } }])
      .when({ type: 'UnlinkHotel', hotelId: 'h1' })
      .then([{ type: 'UserUnlinkedFromHotel', data: { hotelId: 'h1' } }]);
  });
  it('cannot be linked to an entity while deactivated', () => {
    spec([created('deactivated')])
      .when({ type: 'LinkHotel', hotelId: 'h2' })
      .thenFails('users.deactivated');
  });
  it('answers a reset request with a token, unless deactivated', () => {
    spec([created()])
      .when({ type: 'RequestPasswordReset', credentialId: 't', expiresAt: '2026-11-21T11:00:00.000Z' })
      .then([
        {
          type: 'PasswordResetRequested',
          data: { credentialId: 't', expiresAt: '2026-11-21T11:00:00.000Z' },
        },
      ]);
    spec([created('deactivated')])
      .when({ type: 'RequestPasswordReset', credentialId: 't', expiresAt: NOW })
      .then([]);
  });
  it('resets the password with the outstanding, unexpired token only, once', () => {
    const requested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { credentialId: 't', expiresAt: '2026-11-21T11:00:00.000Z' },
    };
    const reset = {
      type: 'ResetPassword',
      resetCredentialId: 't',
      passwordCredentialId: 'new',
      now: NOW,
    } as const;
    const done: UserEvent = {
      type: 'PasswordReset',
      data: { resetCredentialId: 't', passwordCredentialId: 'new', at: NOW },
    };
    spec([created(), requested]).when(reset).then([done]);
    spec([created(), requested])
      .when({ ...reset, resetCredentialId: 'other' })
      .thenFails('login.invalidToken');
    spec([created(), requested])
      .when({ ...reset, now: '2026-11-21T11:00:00.001Z' })
      .thenFails('login.invalidToken');
    spec([created(), requested, done]).when(reset).thenFails('login.invalidToken');
  });
});

describe('a deleted user', () => {
  it('can no longer be changed', () => {
    spec([created(), { type: 'UserDeleted', data: { at: NOW } }])
      .when({ type: 'LinkHotel', hotelId: 'h2' })
      .thenFails('users.notFound');
  });
});

describe('erasing a user', () => {
  const erased = { type: 'UserErased', data: { at: NOW } } as const;
  it('is recorded once, with no personal data, for a user or a deleted one', () => {
    spec([created()]).when({ type: 'EraseUser', now: NOW }).then([erased]);
    spec([created(), { type: 'UserDeleted', data: { at: NOW } }])
      .when({ type: 'EraseUser', now: NOW })
      .then([erased]);
    spec([created(), erased]).when({ type: 'EraseUser', now: NOW }).then([]);
  });
  it('needs a user that exists, and leaves one that can no longer be changed', () => {
    spec([]).when({ type: 'EraseUser', now: NOW }).thenFails('users.notFound');
    spec([created(), erased]).when({ type: 'ChangeRole', role: 'user' }).thenFails('users.notFound');
  });
  it('refuses a superUser in office, not one deleted or demoted before', () => {
    const superUser = created('superUser', [], null);
    spec([superUser]).when({ type: 'EraseUser', now: NOW }).thenFails('users.superUserNotErasable');
    spec([superUser, { type: 'UserDeleted', data: { at: NOW } }])
      .when({ type: 'EraseUser', now: NOW })
      .then([erased]);
    spec([superUser, { type: 'UserRoleChanged', data: { role: 'deactivated', previousRole: 'superUser' } }])
      .when({ type: 'EraseUser', now: NOW })
      .then([erased]);
  });
  it('leaves no name or e-mail in the folded state', () => {
    const state = [created(), erased].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.profile).toMatchObject({ name: 'Erased user', email: 'erased@erased.invalid', profile: '' });
  });
});

describe('a user and inspection types', () => {
  it('is linked once and unlinked, but not linked while deactivated', () => {
    spec([created()])
      .when({ type: 'LinkInspectionType', inspectionTypeId: 't1' })
      .then([{ type: 'UserLinkedToInspectionType', data: { inspectionTypeId: 't1' } }]);
    spec([created(), { type: 'UserLinkedToInspectionType', data: { inspectionTypeId: 't1' } }])
      .when({ type: 'LinkInspectionType', inspectionTypeId: 't1' })
      .then([]);
    spec([created(), { type: 'UserLinkedToInspectionType', data: { inspectionTypeId: 't1' } }])
      .when({ type: 'UnlinkInspectionType', inspectionTypeId: 't1' })
      .then([{ type: 'UserUnlinkedFromInspectionType', data: { inspectionTypeId: 't1' } }]);
    spec([created('deactivated')])
      .when({ type: 'LinkInspectionType', inspectionTypeId: 't1' })
      .thenFails('users.deactivated');
  });
});

describe('a user changing e-mail', () => {
  const LATER = '2026-11-22T10:00:00.000Z';
  const requested = (credentialId = 'hash-1', email = 'anna.b@x.test'): UserEvent => ({
    type: 'UserEmailChangeRequested',
    data: { email, credentialId, expiresAt: LATER },
  });
  const confirm = (credentialId = 'hash-1', email = 'anna.b@x.test', now = NOW) =>
    ({ type: 'ConfirmEmailChange', credentialId, email, now }) as const;

  it('never changes it by an update, whoever asks', () => {
    spec([created()])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { email: 'other@x.test' } })
      .thenFails('users.emailNeedsConfirmation');
  });
  it('asks for a new address with the credential of a token that expires; the same address is no change', () => {
    spec([created()])
      .when({ type: 'RequestEmailChange', email: 'anna.b@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .then([requested()]);
    spec([created()])
      .when({ type: 'RequestEmailChange', email: 'anna@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .then([]);
  });
  it('gets no new address while deactivated', () => {
    spec([created('deactivated')])
      .when({ type: 'RequestEmailChange', email: 'anna.b@x.test', credentialId: 'hash-1', expiresAt: LATER })
      .thenFails('users.deactivated');
  });
  it('takes the new address when its token comes back in time, saying what it was', () => {
    spec([created(), requested()])
      .when(confirm())
      .then([
        { type: 'UserEmailChanged', data: { email: 'anna.b@x.test', previousEmail: 'anna@x.test', at: NOW } },
      ]);
  });
  it('refuses a wrong, replaced or used token, and an address other than the one waiting', () => {
    spec([created(), requested()]).when(confirm('hash-2')).thenFails('users.emailChangeInvalidToken');
    spec([created(), requested(), requested('hash-2', 'anna.c@x.test')])
      .when(confirm('hash-1'))
      .thenFails('users.emailChangeInvalidToken');
    spec([created(), requested()])
      .when(confirm('hash-1', 'someone@x.test'))
      .thenFails('users.emailChangeInvalidToken');
    spec([
      created(),
      requested(),
      { type: 'UserEmailChanged', data: { email: 'anna.b@x.test', previousEmail: 'anna@x.test', at: NOW } },
    ])
      .when(confirm())
      .thenFails('users.emailChangeInvalidToken');
    spec([created()]).when(confirm()).thenFails('users.emailChangeInvalidToken');
  });
  it('refuses an expired token', () => {
    spec([created(), requested()])
      .when(confirm('hash-1', 'anna.b@x.test', LATER))
      .thenFails('users.emailChangeExpired');
  });
  it('refuses the token once deactivated', () => {
    spec([
      created(),
      requested(),
      { type: 'UserRoleChanged', data: { role: 'deactivated', previousRole: 'user' } },
    ])
      .when(confirm())
      .thenFails('users.emailChangeInvalidToken');
  });
  it('has the new address afterwards: an update naming it changes nothing', () => {
    spec([
      created(),
      requested(),
      { type: 'UserEmailChanged', data: { email: 'anna.b@x.test', previousEmail: 'anna@x.test', at: NOW } },
    ])
      .when({ type: 'UpdateUser', actorRole: 'companyAdmin', fields: { email: 'anna.b@x.test' } })
      .then([]);
  });
});

describe('a user outside every organization', () => {
  const superUser = created('superUser', [], null);
  const roles = ['companyAdmin', 'hotelAdmin', 'user'] as const;
  it('is created as a superUser or deactivated only, whoever creates it', () => {
    for (const role of roles)
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
  it('says which field is missing', () => {
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
  it('is a superUser who cannot be demoted to a role inside an organization, by update or role change', () => {
    for (const role of roles) {
      spec([superUser])
        .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role } })
        .thenFails('users.organizationRequired');
      spec([superUser]).when({ type: 'ChangeRole', role }).thenFails('users.organizationRequired');
    }
    spec([superUser])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role: 'deactivated' } })
      .then((events) => expect(events).toHaveLength(1));
  });
  it('keeps an organization’s user changing roles within it', () => {
    spec([created('companyAdmin', [])])
      .when({ type: 'UpdateUser', actorRole: 'superUser', fields: { role: 'companyAdmin', name: 'Anna C' } })
      .then((events) => expect(events).toHaveLength(1));
  });
});
