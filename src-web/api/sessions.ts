import type { Role } from '../../src-domain/shared/roles.ts';
import { request } from './http.ts';

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  organizationId: string | null;
  /** Whether the organization has a logo: only then does the top bar ask for it (no 404 on every page). */
  organizationHasLogo?: boolean;
  /** The organization logo's version, for its URL (null without one). */
  organizationLogoVersion?: string | null;
}

export const sessionsApi = {
  login: (email: string, password: string) =>
    request<SignedInUser>('POST', '/api/sessions/login', { email, password }),
  logout: () => request<Record<string, never>>('POST', '/api/sessions/logout'),
  check: () => request<SignedInUser>('GET', '/api/sessions/check'),
  requestPasswordReset: (email: string) =>
    request<{ msg: string }>('POST', '/api/sessions/request-password-reset', { email }),
  resetPassword: (token: string, password: string) =>
    request<{ msg: string }>('POST', '/api/sessions/reset-password', { token, password }),
  /** The token of the link mailed to a new e-mail address. */
  confirmEmail: (token: string) => request<{ msg: string }>('POST', '/api/sessions/confirm-email', { token }),
};
