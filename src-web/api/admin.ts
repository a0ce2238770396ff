import type { HotelFields } from '../../src-domain/hotel/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import { request } from './http.ts';

/** An entity as the admin API presents it: its fields, plus whether it is inactive today. */
export interface Hotel extends HotelFields {
  id: string;
  /** The document's change count (docs/realtime.md): a pushed row replaces this one only when newer. */
  version: number;
  organizationId: string;
  createdAt: string;
  inactive: boolean;
}

export type HotelInput = Partial<
  Omit<Hotel, 'id' | 'version' | 'organizationId' | 'createdAt' | 'inactive'>
> & {
  organizationId?: string;
};

export interface Organization {
  id: string;
  version: number;
  name: string;
  createdAt: string;
  reportEmail: string[];
  incompleteEmail: string[];
  hasLogo: boolean;
  /** Changes whenever the logo does (null without one): the logo's URL carries it. */
  logoVersion: string | null;
}

export interface AdminUser {
  id: string;
  version: number;
  name: string;
  email: string;
  agentCode: string | null;
  role: Role;
  profile: string;
  organizationId: string | null;
  hotelIds: string[];
  inspectionTypeIds: string[];
  createdAt: string;
  /** A new e-mail waiting for the link mailed to it; `email` stays the one in use until it is opened. */
  pendingEmail: string | null;
  pendingEmailExpiresAt: string | null;
  /** Erased: name and e-mail are the erased marker (shown as "Erased user"). */
  erased: boolean;
}

export const adminApi = {
  /** Every entity the actor administers, or those of one organization. */
  hotel: (id: string) => request<Hotel>('GET', `/api/admin/hotels/${id}`),
  hotels: (organizationId?: string) =>
    request<Hotel[]>(
      'GET',
      organizationId ? `/api/admin/organizations/${organizationId}/hotels` : '/api/admin/hotels',
    ),
  createHotel: (input: HotelInput) => request<Hotel>('POST', '/api/admin/hotels', input),
  updateHotel: (id: string, input: HotelInput) => request<Hotel>('PUT', `/api/admin/hotels/${id}`, input),
  deleteHotel: (id: string) => request<Record<string, never>>('DELETE', `/api/admin/hotels/${id}`),
  /** The entities the viewer works at or administers, as anyone signed in reads them (id and name). */
  visibleHotels: () => request<Array<{ id: string; name: string }>>('GET', '/api/hotels'),
  organizations: () => request<Organization[]>('GET', '/api/admin/organizations'),
  /** An organization's logo as an image address; its `logoVersion` makes a changed logo load again. */
  logoUrl: (idOrMy: string, version: string) =>
    `/api/admin/organizations/${idOrMy}/logo?v=${encodeURIComponent(version)}`,
  /**
   * Multipart upload of the logo (field `image`): the raw answer, the organization as its GET presents it,
   * or its msg is the error key.
   */
  uploadLogo: (idOrMy: string, form: FormData) =>
    fetch(`/api/admin/organizations/${idOrMy}/logo`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    }),
  createOrganization: (name: string) => request<Organization>('POST', '/api/admin/organizations', { name }),
  users: (organizationId?: string) =>
    request<AdminUser[]>(
      'GET',
      organizationId ? `/api/admin/organizations/${organizationId}/users` : '/api/admin/users',
    ),
  user: (id: string) => request<AdminUser>('GET', `/api/admin/users/${id}`),
  organization: (idOrMy: string) => request<Organization>('GET', `/api/admin/organizations/${idOrMy}`),
  updateOrganization: (
    idOrMy: string,
    input: Partial<Pick<Organization, 'name' | 'reportEmail' | 'incompleteEmail'>>,
  ) => request<Organization>('PUT', `/api/admin/organizations/${idOrMy}`, input),
  deleteLogo: (idOrMy: string) => request<Organization>('DELETE', `/api/admin/organizations/${idOrMy}/logo`),
  createUser: (input: NewUserInput) => request<AdminUser>('POST', '/api/admin/users', input),
  updateUser: (
    id: string,
    input: Partial<Pick<AdminUser, 'name' | 'email' | 'agentCode' | 'role' | 'profile'>>,
  ) => request<AdminUser>('PUT', `/api/admin/users/${id}`, input),
  deleteUser: (id: string) => request<Record<string, never>>('DELETE', `/api/admin/users/${id}`),
  /** Irreversible: the person's name, e-mail and profile become unreadable everywhere (superUser only). */
  eraseUser: (id: string) =>
    request<Record<string, never>>('POST', `/api/admin/users/${id}/erase`, { confirm: true }),
  userInspectionTypes: (userId: string) =>
    request<LinkedInspectionType[]>('GET', `/api/admin/users/${userId}/inspection-types`),
  organizationInspectionTypes: (organizationId: string) =>
    request<Array<{ id: string; name: string; hotelId: string | null }>>(
      'GET',
      `/api/admin/organizations/${organizationId}/inspection-types`,
    ),
  linkInspectionType: (userId: string, typeId: string, linked: boolean) =>
    request<AdminUser>(
      linked ? 'PUT' : 'DELETE',
      `/api/admin/users/${userId}/inspection-types/${typeId}/link`,
    ),
  linkHotel: (userId: string, hotelId: string, linked: boolean) =>
    request<AdminUser>(linked ? 'PUT' : 'DELETE', `/api/admin/users/${userId}/hotels/${hotelId}/link`),
};

export interface LinkedInspectionType {
  id: string;
  name: string;
  hotel: { id: string; name: string } | null;
}

export interface NewUserInput {
  name: string;
  email: string;
  agentCode: string;
  role: Role;
  profile?: string;
  /** An invitation mailed to the user, who sets their own password; no password is sent then. */
  invite?: boolean;
  password?: string;
  passwordRepeat?: string;
  hotelIds: string[];
  organizationId?: string | null;
}
