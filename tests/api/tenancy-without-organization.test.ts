import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionPlanScope,
  auditScope,
  hotelScope,
  inspectionScope,
  mayAccessInspection,
  mayAdministerHotel,
  mayAdministerInspectionType,
  mayAdministerUser,
  mayReadActionPlan,
  mayReadAuditExport,
  userScope,
} from '../../src-api/auth/tenancy.ts';
import type { CurrentUser } from '../../src-api/auth/current-user.ts';
import { pageFilter, type AuditFilters } from '../../src-projections/audit-trail/queries.ts';
import { matches } from '../../src-projections/store/mongo-semantics.ts';
import type { Document, Filter } from '../../src-projections/store/types.ts';
import { ROLES, type Role } from '../../src-domain/shared/roles.ts';

/**
 * Every tenancy rule fails closed for anyone but a superUser who has no organization (issue 27 item 1): an
 * organization of null, undefined or '' never reads as "no filter", and never matches the organization-less
 * documents of superUsers through null == null. Checked over generated actors and documents, the documents
 * drawn from the same few ids as the actor, so that they share entities, users and empty organizations.
 */
const IDS = ['a1', 'a2', 'h1', 'h2', 'u1', 'o1', ''];
const EMPTY_ORGANIZATIONS = [null, undefined, ''] as const;
const NON_SUPER_ROLES = ROLES.filter((role) => role !== 'superUser');

const absentOr = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const id = fc.constantFrom(...IDS);
const organization = fc.constantFrom<string | null | undefined>(null, undefined, '', 'o1', 'o2');

const actorWith = (roles: readonly Role[], organizations: ReadonlyArray<string | null | undefined>) =>
  fc.record({
    id,
    role: fc.constantFrom(...roles),
    organizationId: fc.constantFrom(...organizations),
    hotelIds: fc.uniqueArray(id, { maxLength: 3 }),
  }) as fc.Arbitrary<CurrentUser>;
const orphan = actorWith(NON_SUPER_ROLES, EMPTY_ORGANIZATIONS);

/** A document of any read model the scopes filter: users, entities, inspections, plans, audit entries. */
const anyDocument = fc
  .record({
    _id: id,
    organizationId: absentOr(organization),
    hotelId: absentOr(fc.option(id, { nil: null })),
    hotelIds: absentOr(fc.uniqueArray(id, { maxLength: 3 })),
    userId: absentOr(fc.option(id, { nil: null })),
    actorId: absentOr(id),
    role: absentOr(fc.constantFrom(...ROLES)),
    key: fc.constantFrom('2026-01-01T00:00:00.000Z|1', '2026-06-01T00:00:00.000Z|2'),
  })
  .map((doc) => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)) as Document);
const documents = fc.array(anyDocument, { minLength: 1, maxLength: 12 });

const auditFilters: fc.Arbitrary<AuditFilters> = fc.record(
  { hotelId: id, userId: id, inspectionId: id },
  { requiredKeys: [] },
);

const SCOPES: Array<[string, (actor: CurrentUser) => Filter]> = [
  ['hotelScope', hotelScope],
  ['userScope', userScope],
  ['inspectionScope', inspectionScope],
  ['actionPlanScope', actionPlanScope],
];

/** The documents of the trail a reader's audit scope lets through a page's filter. */
const auditReadable = (actor: CurrentUser, filters: AuditFilters, docs: Document[]) => {
  const filter = pageFilter(auditScope(actor), filters, null);
  return filter ? docs.filter((doc) => matches(filter, doc)) : [];
};

describe('a non-superUser without an organization', () => {
  for (const [name, scope] of SCOPES)
    it(`matches nothing through ${name}, whatever the role and the documents`, () => {
      fc.assert(
        fc.property(orphan, documents, (actor, docs) => {
          expect(docs.filter((doc) => matches(scope(actor), doc))).toEqual([]);
        }),
      );
    });

  it('reads and exports nothing of the audit trail, whatever the filters', () => {
    fc.assert(
      fc.property(orphan, auditFilters, documents, (actor, filters, docs) => {
        expect(auditReadable(actor, filters, docs)).toEqual([]);
      }),
    );
  });

  it('is refused by every rule about one thing: entity, user, inspection type, inspection, plan, export', () => {
    fc.assert(
      fc.property(orphan, anyDocument, fc.boolean(), (actor, doc, sent) => {
        const organizationId = (doc.organizationId ?? null) as string;
        const hotelId = (doc.hotelId ?? null) as string;
        const hotelIds = (doc.hotelIds ?? []) as string[];
        const userId = (doc.userId ?? null) as string | null;
        const role = (doc.role ?? 'user') as Role;
        expect(mayAdministerHotel(actor, { _id: doc._id, organizationId })).toBe(false);
        expect(mayAdministerUser(actor, { _id: doc._id, organizationId, hotelIds, role })).toBe(false);
        expect(mayAdministerInspectionType(actor, { organizationId, hotelId })).toBe(false);
        expect(mayAccessInspection(actor, { organizationId, hotelId, userId })).toBe(false);
        expect(mayReadActionPlan(actor, { organizationId, hotelId, userId, sent })).toBe(false);
        // Someone else's export: a superUser's has no organization either.
        expect(mayReadAuditExport(actor, { by: `not-${actor.id}`, organizationId })).toBe(false);
      }),
    );
  });
});

describe('the same rules for readers they are meant for (so the properties above can fail)', () => {
  it('let a superUser through every scope and the whole trail', () => {
    fc.assert(
      fc.property(actorWith(['superUser'], EMPTY_ORGANIZATIONS), documents, (actor, docs) => {
        for (const [, scope] of SCOPES) expect(docs.every((doc) => matches(scope(actor), doc))).toBe(true);
        expect(auditReadable(actor, {}, docs)).toEqual(docs);
      }),
    );
  });

  it('let a companyAdmin read their own organization’s entities and trail', () => {
    const actor: CurrentUser = {
      ...{ id: 'a1', role: 'companyAdmin', organizationId: 'o1', hotelIds: [] },
      ...{ name: 'Carl', email: 'carl@x.test', language: 'en_GB' },
    };
    const ours = { _id: 'h1', organizationId: 'o1', hotelId: 'h1', key: '2026-01-01T00:00:00.000Z|1' };
    const theirs = { _id: 'h2', organizationId: null, hotelId: 'h2', key: '2026-01-01T00:00:00.000Z|2' };
    expect([ours, theirs].filter((doc) => matches(hotelScope(actor), doc))).toEqual([ours]);
    expect(auditReadable(actor, {}, [ours, theirs])).toEqual([ours]);
  });
});
