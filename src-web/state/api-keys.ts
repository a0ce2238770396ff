import { proxy } from 'valtio';
import type { ApiKeyScope } from '../../src-domain/organization/api-keys.ts';
import { apiKeysApi, type ApiKey, type CreatedApiKey } from '../api/api-keys.ts';
import { idle, track } from './async.ts';

/** An organization's API keys as its settings list them, and the key just made (its secret, shown once). */
export const apiKeysState = proxy({
  items: [] as ApiKey[],
  load: idle(),
  create: idle(),
  revoke: idle(),
  /** The key just made, until its dialog is closed: the secret is nowhere else, and never again. */
  created: null as CreatedApiKey | null,
});

export async function loadApiKeys(idOrMy: string): Promise<void> {
  await track(apiKeysState.load, async () => {
    apiKeysState.items = await apiKeysApi.list(idOrMy);
  });
}

export async function createApiKey(
  idOrMy: string,
  body: { name: string; scopes: ApiKeyScope[]; expiresAt: string | null },
): Promise<boolean> {
  const created = await track(apiKeysState.create, () => apiKeysApi.create(idOrMy, body));
  if (!created) return false;
  const { key: _secret, ...listed } = created;
  apiKeysState.items = [listed, ...apiKeysState.items];
  apiKeysState.created = created;
  return true;
}

/** Forgets the secret: once its dialog closes, the screen cannot show it again either. */
export function forgetCreatedKey(): void {
  apiKeysState.created = null;
}

export async function revokeApiKey(idOrMy: string, keyId: string): Promise<boolean> {
  const revoked = await track(apiKeysState.revoke, () => apiKeysApi.revoke(idOrMy, keyId));
  if (revoked) apiKeysState.items = apiKeysState.items.map((k) => (k.id === keyId ? revoked : k));
  return !!revoked;
}
