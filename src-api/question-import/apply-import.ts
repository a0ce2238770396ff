import { randomUUID } from 'node:crypto';
import {
  DEFAULT_QUESTION_FIELDS,
  moduleTypeDecider,
  moduleTypeStream,
  type ModuleTypeCommand,
  type QuestionFields,
  type Translated,
} from '../../src-domain/catalogue/index.ts';
import {
  IMPORT_FLAGS,
  checkImport,
  gradeToType,
  parseComfortZone,
  parseImportBoolean,
  type ImportGroup,
  type ImportRow,
} from '../../src-domain/catalogue/import-rows.ts';
import { DEFAULT_LOCALE } from '../../src-domain/shared/locales.ts';
import type { CommandHandler } from '../../src-domain/store/command-handler.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import type { ProjectionProgress } from '../../src-projections/progress.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { questionCommand } from '../catalogue/catalogue-commands.ts';

export interface ImportResultItem {
  referenceNumber: string;
  import: 'create' | 'update';
}

/** A new module type made by an import gets these until the admin edits it. */
const NEW_MODULE_TYPE = { classification: 'accommodation', area: 'room' } as const;

/**
 * The checks that need the catalogue: a reference number that belongs to a question of another module type
 * cannot be imported here (it would move the question silently). Returns the groups with those errors added.
 */
export function checkAgainstCatalogue(
  groups: ImportGroup[],
  moduleTypes: ModuleTypeDocument[],
): ImportGroup[] {
  const owner = new Map<string, string>();
  for (const type of moduleTypes)
    for (const question of type.questions)
      owner.set(question.referenceNumber.toLowerCase(), type.name.toLowerCase());
  return checkImport(groups).map((group) => ({
    ...group,
    questions: group.questions.map((row) => {
      const holder = owner.get(row.referenceNumber.toLowerCase());
      if (
        !holder ||
        holder === group.name.trim().toLowerCase() ||
        row.errors.some((e) => e.field === 'referenceNumber')
      )
        return row;
      return { ...row, errors: [...row.errors, { field: 'referenceNumber', error: 'otherModuleType' }] };
    }),
  }));
}

const texts = (main: string, others: Translated): Translated => ({
  ...(main ? { [DEFAULT_LOCALE]: main } : {}),
  ...others,
});

/**
 * Imports checked groups: each into the module type of its name (made if missing), clusters by name (made if
 * missing), questions by reference number (updated if the module type has it, created otherwise). Only what
 * the sheet says changes: an empty grade or comfort zone keeps the question's, an empty text keeps that
 * language's, and existing questions keep their order; so exporting and importing again changes nothing.
 */
export async function applyImport(
  groups: ImportGroup[],
  deps: {
    commands: CommandHandler;
    readModels: ReadModels;
    projections: ProjectionProgress;
    actorId: string;
  },
): Promise<ImportResultItem[]> {
  const { commands, readModels, projections, actorId } = deps;
  const context = { actorId };
  const moduleTypes = () => readModels.collection<ModuleTypeDocument>('moduleTypes');
  const results: ImportResultItem[] = [];
  let position = 0;
  for (const group of groups) {
    const name = group.name.trim();
    const doc =
      (await moduleTypes().find({})).find((m) => m.name.toLowerCase() === name.toLowerCase()) ?? null;
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
        now: new Date().toISOString(),
      });
    const clusters = new Map((doc?.clusters ?? []).map((c) => [c.name.toLowerCase(), c.id]));
    let nextClusterOrdinal = Math.max(0, ...(doc?.clusters ?? []).map((c) => c.ordinal)) + 1;
    const existing = new Map((doc?.questions ?? []).map((q) => [q.referenceNumber.toLowerCase(), q]));
    const nextOrdinal = new Map<string, number>();
    const ordinalIn = (key: string, taken: number[]) => {
      const next = nextOrdinal.get(key) ?? Math.max(0, ...taken) + 1;
      nextOrdinal.set(key, next + 1);
      return next;
    };
    let parentId: string | null = null;

    for (const row of group.questions) {
      const clusterKey = row.cluster.toLowerCase();
      let clusterId = clusters.get(clusterKey);
      if (!clusterId) {
        clusterId = randomUUID();
        await run({
          type: 'AddCluster',
          clusterId,
          fields: { name: row.cluster, ordinal: nextClusterOrdinal++, commentPosition: 'bottom' },
        });
        clusters.set(clusterKey, clusterId);
      }
      const current = existing.get(row.referenceNumber.toLowerCase());
      const isPart = !!row.partNumber;
      const fields = questionFields(row, clusterId, isPart ? parentId : null);
      if (current) {
        const result = await questionCommand(
          commands,
          moduleTypeId,
          { type: 'UpdateQuestion', questionId: current.id, fields },
          { questionId: current.id },
          context,
        );
        position = Math.max(position, result.position);
        results.push({ referenceNumber: current.referenceNumber, import: 'update' });
        if (!isPart) parentId = current.id;
        continue;
      }
      const questionId = randomUUID();
      const siblings = (doc?.questions ?? []).filter(
        (q) => q.clusterId === clusterId && q.parentId === (isPart ? parentId : null),
      );
      const ordinal = ordinalIn(
        `${clusterId}:${isPart ? parentId : ''}`,
        siblings.map((q) => q.ordinal),
      );
      const result = await questionCommand(
        commands,
        moduleTypeId,
        {
          type: 'AddQuestion',
          questionId,
          // The row's fields, and the defaults for what it leaves empty (grade, comfort zone).
          fields: { ...DEFAULT_QUESTION_FIELDS, ...fields, ordinal } as QuestionFields,
        },
        { questionId, reserve: row.referenceNumber },
        context,
      );
      position = Math.max(position, result.position);
      results.push({ referenceNumber: row.referenceNumber, import: 'create' });
      if (!isPart) parentId = questionId;
    }
  }
  await projections.waitFor(position);
  return results;
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
  const zone = parseComfortZone(row.comfortZone);
  if (zone) fields.classification = zone;
  for (const flag of IMPORT_FLAGS) fields[flag] = parseImportBoolean(row[flag]) ?? false;
  return fields;
}
