import { versionOf, type Versioned } from '../../src-projections/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';

export function presentOrganization(doc: Versioned<OrganizationDocument>) {
  return {
    id: doc._id,
    version: versionOf(doc),
    name: doc.name,
    createdAt: doc.createdAt,
    reportEmail: doc.reportEmail,
    incompleteEmail: doc.incompleteEmail,
    hasLogo: !!doc.logo,
  };
}
