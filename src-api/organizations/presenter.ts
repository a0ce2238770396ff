import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';

export function presentOrganization(doc: OrganizationDocument) {
  return {
    id: doc._id,
    name: doc.name,
    createdAt: doc.createdAt,
    reportEmail: doc.reportEmail,
    incompleteEmail: doc.incompleteEmail,
    hasLogo: !!doc.logo,
  };
}
