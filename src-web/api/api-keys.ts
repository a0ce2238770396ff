import type { ApiKeyScope } from '../../src-domain/organization/api-keys.ts';
import { request } from './http.ts';

export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  state: 'active' | 'expired' | 'revoked';
}

/** A key as just made: the one answer that carries its secret. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

const keysOf = (idOrMy: string) => `/api/admin/organizations/${encodeURIComponent(idOrMy)}/api-keys`;

export const apiKeysApi = {
  list: (idOrMy: string) => request<ApiKey[]>('GET', keysOf(idOrMy)),
  create: (idOrMy: string, body: { name: string; scopes: ApiKeyScope[]; expiresAt: string | null }) =>
    request<CreatedApiKey>('POST', keysOf(idOrMy), body),
  revoke: (idOrMy: string, keyId: string) =>
    request<ApiKey>('DELETE', `${keysOf(idOrMy)}/${encodeURIComponent(keyId)}`),
};
