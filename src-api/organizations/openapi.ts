import { z } from 'zod';
import { ADMIN_ROLES } from '../auth/tenancy.ts';
import { hotelAnswer } from '../hotels/openapi.ts';
import { file, IMAGE_UPLOAD_ERRORS, type AreaDoc } from '../openapi/route-doc.ts';
import { userAnswer } from '../users/openapi.ts';
import { createOrganizationBody, updateOrganizationBody } from './schema.ts';

export const organizationAnswer = z
  .object({
    id: z.string(),
    version: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    reportEmail: z.array(z.string()),
    incompleteEmail: z.array(z.string()),
    hasLogo: z.boolean(),
    logoVersion: z
      .string()
      .nullable()
      .describe("Changes whenever the logo does: put it in the logo's URL (`?v=`) to fetch a new one"),
  })
  .describe('An organization');

const idOrMy = { id: "The organization id, or `my` for the caller's own" };
const nameErrors = ['organizations.nameRequired', 'organizations.exists'];

export const organizationDocs: AreaDoc = {
  tag: 'Organizations',
  description: 'Organizations (tenants), their notification lists and logo (administration.md).',
  routes: {
    'GET /api/admin/organizations': {
      summary: 'Every organization',
      roles: ['superUser'],
      answer: z.array(organizationAnswer),
    },
    'POST /api/admin/organizations': {
      summary: 'Create an organization',
      roles: ['superUser'],
      body: createOrganizationBody,
      status: 201,
      answer: organizationAnswer,
      errors: { 400: nameErrors },
    },
    'GET /api/admin/organizations/:id': {
      summary: 'One organization',
      roles: ['superUser', 'companyAdmin'],
      params: idOrMy,
      answer: organizationAnswer,
    },
    'PUT /api/admin/organizations/:id': {
      summary: 'Rename, or set the notification lists',
      roles: ['superUser', 'companyAdmin'],
      params: idOrMy,
      body: updateOrganizationBody,
      answer: organizationAnswer,
      errors: { 400: [...nameErrors, 'errors.invalidEmail'] },
    },
    'GET /api/admin/organizations/:id/hotels': {
      summary: 'The entities the actor administers there',
      roles: ADMIN_ROLES,
      params: idOrMy,
      answer: z.array(hotelAnswer),
    },
    'GET /api/admin/organizations/:id/users': {
      summary: 'The users the actor administers there',
      roles: ADMIN_ROLES,
      params: idOrMy,
      answer: z.array(userAnswer),
    },
    'GET /api/admin/organizations/:id/inspection-types': {
      summary: 'The inspection types the actor may link users to',
      roles: ADMIN_ROLES,
      params: idOrMy,
      answer: z.array(z.object({ id: z.string(), name: z.string(), hotelId: z.string().nullable() })),
    },
    'GET /api/admin/organizations/:id/logo': {
      summary: "The organization's logo (WebP)",
      description: "Any of the organization's users.",
      params: idOrMy,
      answer: file('image/webp', 'The logo'),
      errors: { 404: ['organizations.noLogo'] },
    },
    'POST /api/admin/organizations/:id/logo': {
      summary: 'Set the logo',
      description:
        'PNG, JPEG or WebP by content, at most 5 MB and 40 Mpx; re-encoded as WebP at most 1024 px.',
      roles: ['superUser', 'companyAdmin'],
      params: idOrMy,
      multipart: { image: 'The image file' },
      answer: organizationAnswer
        .extend({ width: z.number(), height: z.number(), mimeType: z.string() })
        .describe('The organization with its new logo, and the stored image'),
      errors: { 400: IMAGE_UPLOAD_ERRORS },
    },
    'DELETE /api/admin/organizations/:id/logo': {
      summary: 'Remove the logo',
      roles: ['superUser', 'companyAdmin'],
      params: idOrMy,
      answer: organizationAnswer,
    },
  },
};
