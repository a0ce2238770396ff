import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { emptyAnswer, type AreaDoc } from '../openapi/route-doc.ts';
import { createHotelBody, updateHotelBody } from './schema.ts';

/** An entity (a hotel) as presentHotel gives it to admins. */
export const hotelAnswer = z
  .object({
    id: z.string(),
    version: z.number().int(),
    organizationId: z.string(),
    createdAt: z.string(),
    name: z.string(),
    address: z.string(),
    emailContact: z.string(),
    reminderEmail: z.array(z.string()),
    reportEmail: z.array(z.string()),
    autoCloseWarningEmail: z.array(z.string()),
    inactiveStartDate: z.string().nullable(),
    inactiveEndDate: z.string().nullable(),
    dashboardEnabled: z.boolean(),
    timeZone: z.string().describe('IANA time zone its days are counted in'),
    inactive: z.boolean().describe('Today falls in its inactive period'),
  })
  .describe('An entity');

/** What an agent sees of an entity: no notification lists. */
const agentHotelAnswer = hotelAnswer.pick({
  id: true,
  version: true,
  name: true,
  address: true,
  organizationId: true,
  inactive: true,
});

const fieldErrors = [
  'entities.nameRequired',
  'entities.exists',
  'entities.invalidDate',
  'entities.invalidDateRange',
  'entities.invalidTimeZone',
  'errors.invalidEmail',
];

export const hotelDocs: AreaDoc = {
  tag: 'Entities',
  description: 'Entities (hotels) of an organization (administration.md).',
  routes: {
    'GET /api/hotels': {
      summary: 'The entities the user works at or administers',
      description: 'Agents get them without the administrative fields. Inactive entities last.',
      answer: z.array(z.union([hotelAnswer, agentHotelAnswer])),
    },
    'GET /api/admin/hotels': {
      summary: 'Entities in scope, inactive last',
      roles: ADMIN_ROLES,
      answer: z.array(hotelAnswer),
    },
    'GET /api/admin/hotels/:id': { summary: 'One entity', roles: ADMIN_ROLES, answer: hotelAnswer },
    'POST /api/admin/hotels': {
      summary: 'Create an entity',
      description: 'A superUser names the organization; a companyAdmin creates in their own.',
      roles: ['superUser', 'companyAdmin'],
      body: createHotelBody,
      status: 201,
      answer: hotelAnswer,
      errors: { 400: [...fieldErrors, 'entities.organizationRequired'] },
    },
    'PUT /api/admin/hotels/:id': {
      summary: 'Change an entity',
      description: 'Dates not by a hotelAdmin; dashboardEnabled by a superUser only.',
      roles: ADMIN_ROLES,
      body: updateHotelBody,
      answer: hotelAnswer,
      errors: { 400: fieldErrors },
    },
    'DELETE /api/admin/hotels/:id': {
      summary: 'Delete an entity (its name becomes free)',
      roles: ['superUser'],
      answer: emptyAnswer,
    },
  },
};
