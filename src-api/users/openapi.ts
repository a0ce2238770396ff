import { z } from 'zod';
import { ROLES } from '../../src-domain/shared/roles.ts';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { emptyAnswer, type AreaDoc } from '../openapi/route-doc.ts';
import { createUserBody, eraseUserBody, updateUserBody } from './schema.ts';

/** A user as presentUser gives it: never a hash or a token. */
export const userAnswer = z
  .object({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    email: z.string(),
    agentCode: z.string().nullable(),
    role: z.enum(ROLES),
    profile: z.string(),
    organizationId: z.string().nullable(),
    hotelIds: z.array(z.string()),
    inspectionTypeIds: z.array(z.string()),
    createdAt: z.string(),
    pendingEmail: z.string().nullable().describe('A new address waiting for its confirmation link'),
    pendingEmailExpiresAt: z.string().nullable(),
    erased: z.boolean().describe('Erased: name and e-mail are the erased marker'),
  })
  .describe('A user');

const admins = ADMIN_ROLES;
const linkParams = { userId: 'The user', hotelId: 'The entity' };
const typeLinkParams = { userId: 'The user', typeId: 'The inspection type' };

export const userDocs: AreaDoc = {
  tag: 'Users',
  description:
    "Users and their links to entities and inspection types, in the actor's scope (administration.md).",
  routes: {
    'GET /api/admin/users': {
      summary: 'Users the actor administers',
      roles: admins,
      answer: z.array(userAnswer),
    },
    'GET /api/admin/users/:id': { summary: 'One user', roles: admins, answer: userAnswer },
    'POST /api/admin/users': {
      summary: 'Create a user (with a password, or invited by mail)',
      description: "Roles up to the actor's own; a superUser names the organization.",
      roles: admins,
      body: createUserBody,
      status: 201,
      answer: userAnswer,
      errors: {
        400: [
          'users.nameRequired',
          'users.emailRequired',
          'errors.invalidEmail',
          'users.agentCodeRequired',
          'users.roleRequired',
          'users.entityRequired',
          'users.entityOutsideOrganization',
          'users.inviteWithPassword',
          'users.emailUnavailable',
        ],
      },
    },
    'PUT /api/admin/users/:id': {
      summary: 'Change a user; a new e-mail address waits for its confirmation link',
      roles: admins,
      body: updateUserBody,
      answer: userAnswer,
      errors: {
        400: [
          'users.nameRequired',
          'errors.invalidEmail',
          'users.agentCodeRequired',
          'users.emailUnavailable',
        ],
      },
    },
    'DELETE /api/admin/users/:id': {
      summary: 'Deactivate a user (not oneself)',
      roles: admins,
      answer: emptyAnswer,
    },
    'POST /api/admin/users/:id/erase': {
      summary: "Erase a person's personal data (irreversible)",
      roles: ['superUser'],
      body: eraseUserBody,
      answer: emptyAnswer,
      errors: { 400: ['users.eraseNotConfirmed'] },
    },
    'PUT /api/admin/users/:userId/hotels/:hotelId/link': {
      summary: 'Link a user to an entity',
      roles: admins,
      params: linkParams,
      answer: userAnswer,
    },
    'DELETE /api/admin/users/:userId/hotels/:hotelId/link': {
      summary: 'Unlink a user from an entity (agents and hotelAdmins keep one)',
      roles: admins,
      params: linkParams,
      answer: userAnswer,
    },
    'GET /api/admin/users/:id/inspection-types': {
      summary: "A user's inspection types",
      roles: admins,
      answer: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          hotel: z.object({ id: z.string(), name: z.string() }).nullable(),
        }),
      ),
    },
    'PUT /api/admin/users/:userId/inspection-types/:typeId/link': {
      summary: 'Link a user to an inspection type',
      roles: admins,
      params: typeLinkParams,
      answer: userAnswer,
    },
    'DELETE /api/admin/users/:userId/inspection-types/:typeId/link': {
      summary: 'Unlink a user from an inspection type',
      roles: admins,
      params: typeLinkParams,
      answer: userAnswer,
    },
  },
};
