import type { ApiKeyEvent, ApiKeyScope } from '../../src-domain/organization/api-keys.ts';
import type { Projection } from '../projection.ts';
import type { Document } from '../store/types.ts';

/**
 * An organization's API key as its admins list it and a request is checked against it: by its id (the
 * key's prefix names it) and the SHA-256 of its secret. Its last use is not here: it is written per use,
 * not per event (see src-api/auth/api-key-uses.ts).
 */
export interface ApiKeyDocument extends Document {
  organizationId: string;
  name: string;
  scopes: ApiKeyScope[];
  secretHash: string;
  expiresAt: string | null;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

const organizationOf = (stream: string) => stream.slice('organization-'.length);

export const apiKeysProjection: Projection<ApiKeyDocument, ApiKeyEvent> = {
  name: 'apiKeys',
  collection: 'apiKeys',
  version: 1,
  handles: { OrganizationApiKeyCreated: true, OrganizationApiKeyRevoked: true },
  documentIds: (event) => [event.data.keyId],
  evolve: (doc, event) => {
    switch (event.type) {
      case 'OrganizationApiKeyCreated': {
        const { keyId, ...rest } = event.data;
        return {
          _id: keyId,
          organizationId: organizationOf(event.stream),
          ...rest,
          revokedAt: null,
          revokedBy: null,
        };
      }
      case 'OrganizationApiKeyRevoked':
        return doc && { ...doc, revokedAt: event.data.revokedAt, revokedBy: event.data.revokedBy };
    }
  },
  indexes: [{ keys: { organizationId: 1, createdAt: -1 } }],
};
