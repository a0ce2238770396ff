import { nameInLanguage } from '../../src-domain/catalogue/fields.ts';
import type { Actor } from '../../src-domain/shared/actor.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { AuditEntryDocument } from '../../src-projections/audit-trail/documents.ts';
import type { InspectionLink } from '../../src-projections/audit-trail/audit-item.ts';
import { hotelQueries } from '../../src-projections/hotels/queries.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { moduleTypeQueries, type ModuleTypePart } from '../../src-projections/module-types/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import { mayAdministerHotel, mayAdministerInspectionType } from '../auth/tenancy.ts';
import { inLanguage } from '../catalogue/presenter.ts';

type Linked = 'hotel' | 'inspectionType' | 'user' | 'inspection' | 'moduleType' | ModuleTypePart;

/**
 * The fields whose values are ids of things with names (src-projections/audit-trail/changes.ts). Some of
 * these fields hold a name already in some changes (an inspection's type, a new question's reference): such
 * a value names nothing and stays as it is.
 */
const LINKED_FIELDS: Record<string, Linked> = {
  hotel: 'hotel',
  inspectionType: 'inspectionType',
  userId: 'user',
  actionOwner: 'user',
  module: 'moduleType',
  moduleTypeId: 'moduleType',
  cluster: 'clusters',
  clusterId: 'clusters',
  question: 'questions',
  parentId: 'questions',
  contextQuestion: 'contextQuestions',
};

/** The filters an export's start holds (its value's `filters`, by query name) that are ids of named things. */
const FILTER_LINKS: Record<string, Linked> = {
  hotelId: 'hotel',
  userId: 'user',
  inspectionId: 'inspection',
  questionId: 'questions',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids one change links to, with what they are: a linked field's old and new value, an export's filters. */
function linkedValues(change: AuditEntryDocument['changes'][number]): Array<[Linked, string]> {
  const found: Array<[Linked, string]> = [];
  const linked = LINKED_FIELDS[change.field];
  if (linked)
    for (const value of [change.from, change.to])
      if (typeof value === 'string' && value) found.push([linked, value]);
  if (change.field === 'exportStarted' && isRecord(change.to) && isRecord(change.to.filters))
    for (const [filter, value] of Object.entries(change.to.filters)) {
      const named = FILTER_LINKS[filter];
      if (named && typeof value === 'string' && value) found.push([named, value]);
    }
  return found;
}

/** Who reads the trail: what they may see of it is theirs (src-api/auth/tenancy.ts). */
export type Reader = Pick<Actor, 'role' | 'organizationId' | 'hotelIds'>;

/**
 * What a change is about, where its place (entity, module, question) does not say it already: the user, the
 * inspection type or the module type changed.
 */
const SUBJECTS: Partial<Record<AuditEntryDocument['kind'], Linked>> = {
  user: 'user',
  inspectionType: 'inspectionType',
  catalogue: 'moduleType',
};

/** The ids a page's changes, subjects and inspections link to, by what they are. */
function linkedIds(docs: AuditEntryDocument[]): Map<Linked, Set<string>> {
  const ids = new Map<Linked, Set<string>>();
  for (const doc of docs) {
    if (doc.inspectionId) ids.set('inspection', (ids.get('inspection') ?? new Set()).add(doc.inspectionId));
    const subject = SUBJECTS[doc.kind];
    if (subject && doc.subjectId) ids.set(subject, (ids.get(subject) ?? new Set()).add(doc.subjectId));
    for (const change of doc.changes)
      for (const [linked, value] of linkedValues(change))
        ids.set(linked, (ids.get(linked) ?? new Set()).add(value));
  }
  return ids;
}

/** What a page links to as the reader may see it: names by id, and the inspections its entries concern. */
export interface PageLinks {
  names: Map<string, string>;
  inspections: Map<string, InspectionLink>;
}

/**
 * The names of what a page's changes link to, by id, as the reader may see them: entities and inspection
 * types within their administration (a hotelAdmin also reads the organization's shared types), users of
 * their organization (everyone's for a superUser), the catalogue's parts (the platform's, which every admin
 * builds types from) in the reader's language; and the inspections its entries concern (and its exports were
 * filtered by), where the reader may see their entity. What is deleted, or beyond the reader, is not named:
 * the screen shows its id. Each kind is read once per page.
 */
export async function linkedNames(
  docs: AuditEntryDocument[],
  reader: Reader,
  language: Locale,
  readModels: ReadModels,
): Promise<PageLinks> {
  const ids = linkedIds(docs);
  const names = new Map<string, string>();
  const inspectionLinks = new Map<string, InspectionLink>();
  const of = (linked: Linked) => [...(ids.get(linked) ?? [])];
  const catalogue = moduleTypeQueries(readModels);
  if (ids.has('hotel'))
    for (const hotel of await hotelQueries(readModels).byIds(of('hotel')))
      if (mayAdministerHotel(reader, hotel)) names.set(hotel._id, hotel.name);
  if (ids.has('inspectionType'))
    for (const type of await inspectionTypeQueries(readModels).byIds(of('inspectionType')))
      if (
        mayAdministerInspectionType(reader, type) ||
        (type.hotelId === null && !!reader.organizationId && type.organizationId === reader.organizationId)
      )
        names.set(type._id, type.name);
  if (ids.has('user'))
    for (const user of await userQueries(readModels).byIds(of('user')))
      if (
        reader.role === 'superUser' ||
        (!!reader.organizationId && user.organizationId === reader.organizationId)
      )
        names.set(user._id, user.name);
  if (ids.has('inspection')) {
    // An inspection by its type and start, as its lists show it, where the reader may see its entity.
    const inspections = await inspectionQueries(readModels).summariesNewestFirst(
      { _id: { $in: of('inspection') } },
      { skip: 0, limit: ids.get('inspection')!.size },
    );
    const hotels = await hotelQueries(readModels).byIds([...new Set(inspections.map((i) => i.hotelId))]);
    const visible = new Set(hotels.filter((hotel) => mayAdministerHotel(reader, hotel)).map((h) => h._id));
    for (const inspection of inspections)
      if (visible.has(inspection.hotelId)) {
        const name =
          `${inspection.inspectionType.name}, ${inspection.startDate} ${inspection.startHour}`.trim();
        names.set(inspection._id, name);
        inspectionLinks.set(inspection._id, {
          id: inspection._id,
          name,
          reportType: inspection.inspectionType.reportType,
          submitted: !!inspection.agentEndTime,
        });
      }
  }
  for (const moduleType of await catalogue.byIds(of('moduleType')))
    names.set(moduleType._id, nameInLanguage(moduleType.name, moduleType.names, language));
  for (const part of ['clusters', 'questions', 'contextQuestions'] as const)
    for (const id of of(part)) {
      const holder = await catalogue.holding(part, id);
      if (part === 'clusters') {
        const cluster = holder?.clusters.find((c) => c.id === id);
        if (cluster) names.set(id, nameInLanguage(cluster.name, cluster.names, language));
      } else {
        const question = holder?.[part].find((q) => q.id === id);
        if (!question) continue;
        const text = inLanguage(question.content, language).text;
        names.set(id, 'referenceNumber' in question ? `${question.referenceNumber} ${text}` : text);
      }
    }
  return { names, inspections: inspectionLinks };
}

/** The names one entry's subject and changes link to, out of the page's. */
export function namesOf(doc: AuditEntryDocument, names: Map<string, string>): Record<string, string> {
  const own: Record<string, string> = {};
  if (SUBJECTS[doc.kind] && doc.subjectId && names.has(doc.subjectId))
    own[doc.subjectId] = names.get(doc.subjectId)!;
  for (const change of doc.changes)
    for (const [, value] of linkedValues(change)) if (names.has(value)) own[value] = names.get(value)!;
  return own;
}
