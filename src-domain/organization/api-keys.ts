import { DomainError } from '../shared/domain-error.ts';

/**
 * What an organization API key may reach: one scope per resource, read or write (write includes read).
 * The resources follow the API's own parts; src-api/auth/api-key-routes.ts maps every route onto one of
 * them, and a route mapped onto none is closed to keys.
 */
export const API_KEY_RESOURCES = [
  'inspections',
  'actionPlans',
  'reports',
  'catalogue',
  'hotels',
  'users',
] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];
export type ApiKeyAccess = 'read' | 'write';
export type ApiKeyScope = `${ApiKeyResource}:${ApiKeyAccess}`;

export const API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_RESOURCES.flatMap((resource) => [
  `${resource}:read` as const,
  `${resource}:write` as const,
]);

/** The longest a key may live: a forgotten key in a script expires within a year at most. */
export const API_KEY_MAX_DAYS = 366;

/** Whether the scopes let their holder do `access` on `resource`: a write scope includes reading. */
export function scopesAllow(
  scopes: readonly string[],
  resource: ApiKeyResource,
  access: ApiKeyAccess,
): boolean {
  return scopes.includes(`${resource}:write`) || (access === 'read' && scopes.includes(`${resource}:read`));
}

export const API_KEY_ERRORS = {
  nameRequired: 'apiKeys.nameRequired',
  scopesRequired: 'apiKeys.scopesRequired',
  expiryInvalid: 'apiKeys.expiryInvalid',
  notFound: 'apiKeys.notFound',
} as const;

/**
 * The facts of a key. The secret is never in them, only its SHA-256 (`secretHash`), as share links keep
 * theirs: the secret is 32 random bytes, so its hash cannot be reversed or guessed from the log, and a fast
 * hash lets every API request be checked without the cost of a password hash (bcrypt or argon2 exist to slow
 * guessing of low-entropy passwords, which a random secret does not need).
 */
export type ApiKeyEvent =
  | {
      type: 'OrganizationApiKeyCreated';
      data: {
        keyId: string;
        name: string;
        scopes: ApiKeyScope[];
        secretHash: string;
        expiresAt: string | null;
        createdAt: string;
        createdBy: string;
      };
    }
  | {
      type: 'OrganizationApiKeyRevoked';
      data: { keyId: string; name: string; scopes: ApiKeyScope[]; revokedAt: string; revokedBy: string };
    };

export type ApiKeyCommand =
  | {
      type: 'CreateApiKey';
      keyId: string;
      name: string;
      scopes: ApiKeyScope[];
      secretHash: string;
      expiresAt: string | null;
      now: string;
      by: string;
    }
  | { type: 'RevokeApiKey'; keyId: string; now: string; by: string };

export interface ApiKeyState {
  name: string;
  scopes: ApiKeyScope[];
  revoked: boolean;
}

export function decideApiKey(command: ApiKeyCommand, keys: Record<string, ApiKeyState>): ApiKeyEvent[] {
  if (command.type === 'RevokeApiKey') {
    const key = keys[command.keyId];
    if (!key) throw new DomainError(API_KEY_ERRORS.notFound);
    if (key.revoked) return [];
    return [
      {
        type: 'OrganizationApiKeyRevoked',
        data: {
          keyId: command.keyId,
          name: key.name,
          scopes: key.scopes,
          revokedAt: command.now,
          revokedBy: command.by,
        },
      },
    ];
  }
  const name = command.name.trim();
  if (!name) throw new DomainError(API_KEY_ERRORS.nameRequired, { name: API_KEY_ERRORS.nameRequired });
  const scopes = [...new Set(command.scopes)].filter((scope) => API_KEY_SCOPES.includes(scope));
  if (scopes.length === 0)
    throw new DomainError(API_KEY_ERRORS.scopesRequired, { scopes: API_KEY_ERRORS.scopesRequired });
  if (command.expiresAt !== null) {
    const left = Date.parse(command.expiresAt) - Date.parse(command.now);
    if (!(left > 0) || left > API_KEY_MAX_DAYS * 24 * 60 * 60 * 1000)
      throw new DomainError(API_KEY_ERRORS.expiryInvalid, { expiresAt: API_KEY_ERRORS.expiryInvalid });
  }
  return [
    {
      type: 'OrganizationApiKeyCreated',
      data: {
        keyId: command.keyId,
        name,
        scopes,
        secretHash: command.secretHash,
        expiresAt: command.expiresAt,
        createdAt: command.now,
        createdBy: command.by,
      },
    },
  ];
}

export function evolveApiKeys(
  keys: Record<string, ApiKeyState>,
  event: ApiKeyEvent,
): Record<string, ApiKeyState> {
  switch (event.type) {
    case 'OrganizationApiKeyCreated':
      return {
        ...keys,
        [event.data.keyId]: { name: event.data.name, scopes: event.data.scopes, revoked: false },
      };
    case 'OrganizationApiKeyRevoked': {
      const key = keys[event.data.keyId];
      return key ? { ...keys, [event.data.keyId]: { ...key, revoked: true } } : keys;
    }
  }
}
