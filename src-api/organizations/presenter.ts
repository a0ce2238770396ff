import { createHash } from 'node:crypto';
import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';

/**
 * What the browser puts in the logo's URL so a changed logo is fetched again: a digest of the stored file's
 * name, which is new on every upload (and says nothing of where it is stored). Null without a logo.
 */
export function logoVersionOf(logo: OrganizationDocument['logo']): string | null {
  return logo ? createHash('sha256').update(logo.fileName).digest('base64url').slice(0, 16) : null;
}

export function presentOrganization(doc: Versioned<OrganizationDocument>) {
  return {
    id: doc._id,
    version: versionOf(doc),
    name: doc.name,
    createdAt: doc.createdAt,
    reportEmail: doc.reportEmail,
    incompleteEmail: doc.incompleteEmail,
    hasLogo: !!doc.logo,
    logoVersion: logoVersionOf(doc.logo),
  };
}
