import { randomUUID } from 'node:crypto';
import {
  DEFAULT_QUESTION_FIELDS,
  moduleTypeDecider,
  moduleTypeStream,
  questionChange,
  type ModuleTypeCommand,
  type QuestionFields,
  type Translated,
} from '../../src-domain/catalogue/index.ts';
import {
  IMPORT_FLAGS,
  checkImport,
  gradeToType,
  parseChoiceOptions,
  groupByModule,
  parseComfortZone,
  parseImportBoolean,
  type ImportGroup,
  type ImportOutcome,
  type ImportRow,
} from '../../src-domain/catalogue/import-rows.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import { uniqueKey } from '../../src-domain/shared/unique-values.ts';
import { partsUnder } from '../../src-domain/eventstore/append-size.ts';
import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import type { ProjectionProgress } from '../../src-projections/progress.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { releaseReferenceNumber, reserveReferenceNumber } from '../catalogue/catalogue-commands.ts';

export interface ImportResultItem {
  referenceNumber: string;
  import: ImportOutcome;
}

/** A new module type made by an import gets these until the admin edits it. */
const NEW_MODULE_TYPE = { classification: 'accommodation', area: 'room' } as const;

/**
 * Module types by every name they go by: a sheet's module column may name a type in any of its languages
 * ("Gästrum" or "Guest room"). The default language's name wins where two types share a translation.
 */
function byAnyName(moduleTypes: readonly ModuleTypeDocument[]): Map<string, ModuleTypeDocument> {
  const byName = new Map(moduleTypes.map((m) => [uniqueKey(m.name), m]));
  for (const type of moduleTypes)
    for (const name of Object.values(type.names ?? {}))
      if (name && !byName.has(uniqueKey(name))) byName.set(uniqueKey(name), type);
  return byName;
}

/**
 * The rows grouped by their module and checked, with the checks that need the catalogue: a reference number
 * that belongs to a question of another module type cannot be imported here (it would move the question
 * silently). Returns the groups with those errors added.
 */
export function checkAgainstCatalogue(
  groups: ImportGroup[],
  moduleTypes: ModuleTypeDocument[],
): ImportGroup[] {
  const owner = new Map<string, string>();
  for (const type of moduleTypes)
    for (const question of type.questions) owner.set(uniqueKey(question.referenceNumber), type._id);
  const byName = byAnyName(moduleTypes);
  return checkImport(groupByModule(groups)).map((group) => ({
    ...group,
    questions: group.questions.map((row) => {
      const holder = owner.get(uniqueKey(row.referenceNumber));
      if (
        !holder ||
        holder === byName.get(uniqueKey(group.name))?._id ||
        row.errors.some((e) => e.field === 'referenceNumber')
      )
        return row;
      return { ...row, errors: [...row.errors, { field: 'referenceNumber', error: 'otherModuleType' }] };
    }),
  }));
}

/**
 * The preview's word on each row: what importing it now would do (create, update or unchanged), planned
 * exactly as the import plans it, so the preview and the result agree.
 */
export function withPlannedOutcome(groups: ImportGroup[], moduleTypes: ModuleTypeDocument[]): ImportGroup[] {
  const byName = byAnyName(moduleTypes);
  return groups.map((group) => {
    const { results } = planGroup(group, byName.get(uniqueKey(group.name)) ?? null);
    return { ...group, questions: group.questions.map((row, i) => ({ ...row, import: results[i]!.import })) };
  });
}

const texts = (main: string, others: Translated): Translated => ({
  ...(main ? { [DEFAULT_LOCALE]: main } : {}),
  ...others,
});

/**
 * Imports checked groups: each into the module type of its name (made if missing), clusters by name (made if
 * missing), questions by reference number (updated if the module type has it and the row changes it, left
 * alone and reported unchanged if not, created otherwise). Only what the sheet says changes: an empty grade
 * or comfort zone keeps the question's, an empty text keeps that language's, and existing questions keep
 * their order; so exporting and importing again changes nothing and reports every row unchanged.
 *
 * A group is applied to its module type in parts: ImportQuestions commands whose changes each stay under
 * APPEND_PART_BUDGET_BYTES, so every append fits EventStoreDB's 1 MiB limit however big the sheet (one
 * append of a whole sheet would be refused there). Each part is all or nothing; the group is not: when a part
 * is refused, the parts before it stay applied (their questions exist and keep their reference numbers), the
 * numbers reserved for the refused and later parts are released, and the error is thrown. Importing the same
 * sheet again is safe: the questions already made are matched by reference number and updated. New reference
 * numbers are reserved first, side by side.
 */
export async function applyImport(
  groups: ImportGroup[],
  deps: {
    commands: CommandHandler;
    readModels: ReadModels;
    projections: ProjectionProgress;
    actorId: string;
    /** When the import runs: new module types are created at this time. */
    now: Date;
  },
): Promise<ImportResultItem[]> {
  const { commands, readModels, projections, actorId, now } = deps;
  const context = { actorId };
  const moduleTypes = moduleTypeQueries(readModels);
  const results: ImportResultItem[] = [];
  let position = 0;
  // The catalogue is read once per import, not once per group: the groups of one sheet name distinct types.
  const byName = byAnyName(await moduleTypes.all());
  for (const group of groups) {
    const name = group.name.trim();
    const doc = byName.get(uniqueKey(name)) ?? null;
    const moduleTypeId = doc?._id ?? randomUUID();
    const run = async (command: ModuleTypeCommand) => {
      const result = await commands.handle(
        moduleTypeDecider,
        moduleTypeStream(moduleTypeId),
        command,
        context,
      );
      position = Math.max(position, result.position);
    };
    if (!doc)
      await run({
        type: 'CreateModuleType',
        moduleTypeId,
        fields: { name, ...NEW_MODULE_TYPE },
        now: now.toISOString(),
      });

    const planned = planGroup(group, doc);
    const reserved: Array<{ questionId: string; referenceNumber: string }> = [];
    const applied = new Set<string>();
    const release = () =>
      inBatches(
        reserved.filter((r) => !applied.has(r.questionId)),
        (r) => releaseReferenceNumber(commands, r.questionId, r.referenceNumber, context),
      );
    try {
      await inBatches(planned.reserve, async (r) => {
        await reserveReferenceNumber(commands, r.questionId, r.referenceNumber, context);
        reserved.push(r);
      });
      for (const part of partsUnder(planned.commands)) {
        await run({ type: 'ImportQuestions', commands: part });
        for (const command of part) if ('questionId' in command) applied.add(command.questionId);
      }
    } catch (error) {
      await release();
      throw error;
    }
    results.push(...planned.results);
  }
  await projections.waitFor(position);
  return results;
}

/**
 * Runs `work` over the items, 64 at a time (concurrent appends share the event log's commits). Every started
 * piece finishes before a failure is thrown, so what was reserved is known when it is released.
 */
async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 64) {
    const settled = await Promise.allSettled(items.slice(i, i + 64).map(work));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

type ImportCommand = Extract<ModuleTypeCommand, { type: 'ImportQuestions' }>['commands'][number];

/** The commands a group makes on its module type, the numbers to reserve, and what each row becomes (one result per row, in order). */
function planGroup(group: ImportGroup, doc: ModuleTypeDocument | null) {
  const commands: ImportCommand[] = [];
  const reserve: Array<{ questionId: string; referenceNumber: string }> = [];
  const results: ImportResultItem[] = [];
  const clusters = new Map((doc?.clusters ?? []).map((c) => [c.name.toLowerCase(), c.id]));
  let nextClusterOrdinal = Math.max(0, ...(doc?.clusters ?? []).map((c) => c.ordinal)) + 1;
  const existing = new Map((doc?.questions ?? []).map((q) => [uniqueKey(q.referenceNumber), q]));
  // New questions go after the existing ones of their cluster (or parent).
  const nextOrdinal = new Map<string, number>();
  for (const q of doc?.questions ?? []) {
    const key = `${q.clusterId}:${q.parentId ?? ''}`;
    nextOrdinal.set(key, Math.max(nextOrdinal.get(key) ?? 1, q.ordinal + 1));
  }
  const ordinalIn = (key: string) => {
    const next = nextOrdinal.get(key) ?? 1;
    nextOrdinal.set(key, next + 1);
    return next;
  };
  let parentId: string | null = null;
  for (const row of group.questions) {
    const clusterKey = row.cluster.toLowerCase();
    let clusterId = clusters.get(clusterKey);
    if (!clusterId) {
      clusterId = randomUUID();
      commands.push({
        type: 'AddCluster',
        clusterId,
        fields: { name: row.cluster, ordinal: nextClusterOrdinal++, commentPosition: 'bottom' },
      });
      clusters.set(clusterKey, clusterId);
    }
    const isPart = !!row.partNumber;
    const fields = questionFields(row, clusterId, isPart ? parentId : null);
    const current = existing.get(uniqueKey(row.referenceNumber));
    if (current) {
      // A row that changes nothing is no command at all: no event, and reported unchanged.
      const changed = questionChange(current, fields) !== null;
      if (changed) commands.push({ type: 'UpdateQuestion', questionId: current.id, fields });
      results.push({ referenceNumber: current.referenceNumber, import: changed ? 'update' : 'unchanged' });
      if (!isPart) parentId = current.id;
      continue;
    }
    const questionId = randomUUID();
    const ordinal = ordinalIn(`${clusterId}:${isPart ? parentId : ''}`);
    // The row's fields, and the defaults for what it leaves empty (grade, comfort zone).
    commands.push({
      type: 'AddQuestion',
      questionId,
      fields: { ...DEFAULT_QUESTION_FIELDS, ...fields, ordinal } as QuestionFields,
    });
    reserve.push({ questionId, referenceNumber: row.referenceNumber });
    results.push({ referenceNumber: row.referenceNumber, import: 'create' });
    if (!isPart) parentId = questionId;
  }
  return { commands, reserve, results };
}

/** What a row sets; fields left empty in the sheet are absent, so an update keeps them. */
function questionFields(row: ImportRow, clusterId: string, parentId: string | null): Partial<QuestionFields> {
  const fields: Partial<QuestionFields> = {
    referenceNumber: row.referenceNumber,
    partNumber: row.partNumber || null,
    clusterId,
    parentId,
    content: texts(row.content, row.translations.content),
    information: texts(row.information, row.translations.information),
  };
  const type = gradeToType(row.grade);
  if (type) fields.type = type;
  const options = parseChoiceOptions(row.options);
  if (options?.length) Object.assign(fields, { type: 'choice', options });
  const zone = parseComfortZone(row.comfortZone);
  if (zone) fields.classification = zone;
  for (const flag of IMPORT_FLAGS) fields[flag] = parseImportBoolean(row[flag]) ?? false;
  return fields;
}
