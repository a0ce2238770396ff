import { randomUUID } from 'node:crypto';
import {
  moduleTypeDecider,
  moduleTypeStream,
  type ModuleTypeCommand,
  type Translated,
} from '../../src-domain/catalogue/index.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
  type InspectionTypeCommand,
} from '../../src-domain/inspection-type/index.ts';
import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import { questionCommand } from '../../src-api/catalogue/catalogue-commands.ts';
import {
  DEMO_INSPECTION_TYPES,
  DEMO_MODULE_TYPES,
  inTenLanguages,
  type DemoContextQuestion,
  type DemoQuestion,
} from './catalogue-data.ts';
import {
  CONTEXT_TRANSLATIONS,
  INFORMATION_TRANSLATIONS,
  QUESTION_TRANSLATIONS,
  type OtherLanguages,
} from './question-translations.ts';

const CONTEXT = { actorId: 'system' };

/** The entry for `key`, never a property every object has (`constructor`, say). */
const entryOf = (translations: Readonly<Record<string, OtherLanguages>>, key: string) =>
  Object.hasOwn(translations, key) ? translations[key] : undefined;

/**
 * A demo text in all ten languages: the Swedish and English from catalogue-data.ts, the others from
 * question-translations.ts. A text without its translations stops the seeding, naming it: the demo would
 * otherwise show Swedish to everyone reading another language.
 */
function inAllLanguages(
  sv: string,
  en: string,
  others: OtherLanguages | undefined,
  what: string,
): Translated {
  if (!others) throw new Error(`The demo's ${what} has no translations in question-translations.ts`);
  return inTenLanguages(sv, en, ...others);
}

/** A demo question's text and information text (none when it has none), in all ten languages. */
export function demoQuestionTexts(question: DemoQuestion): { content: Translated; information: Translated } {
  const [referenceNumber, , , sv, en, options = {}] = question;
  return {
    content: inAllLanguages(
      sv,
      en,
      entryOf(QUESTION_TRANSLATIONS, referenceNumber),
      `question ${referenceNumber}`,
    ),
    information: options.info
      ? inAllLanguages(
          ...options.info,
          entryOf(INFORMATION_TRANSLATIONS, referenceNumber),
          `information text of question ${referenceNumber}`,
        )
      : {},
  };
}

/** A demo context question's text in all ten languages. */
export function demoContextQuestionText([sv, en]: DemoContextQuestion): Translated {
  return inAllLanguages(sv, en, entryOf(CONTEXT_TRANSLATIONS, sv), `context question "${sv}"`);
}

/** Every question of the demo catalogue, each part of a question with parts after it. */
export function allDemoQuestions(): DemoQuestion[] {
  const withParts = (questions: DemoQuestion[]): DemoQuestion[] =>
    questions.flatMap((question) => [question, ...withParts(question[5]?.parts ?? [])]);
  return DEMO_MODULE_TYPES.flatMap((m) => m.clusters.flatMap((c) => withParts(c.questions)));
}

/** Every context question of the demo catalogue. */
export const allDemoContextQuestions = (): DemoContextQuestion[] =>
  DEMO_MODULE_TYPES.flatMap((m) => m.clusters.flatMap((c) => c.context ?? []));

/**
 * The demo catalogue through the normal commands: the module types with their clusters, questions and
 * context questions, then for every entity each demo inspection type with its modules, and for every
 * organization the brand-standards audit as a template to link to new entities.
 */
export async function seedCatalogue(
  commands: CommandHandler,
  organizations: Array<{ organizationId: string; hotelIds: string[] }>,
  now: Date,
): Promise<number> {
  // Every text in every language before anything is written: a missing translation seeds nothing.
  for (const question of allDemoQuestions()) demoQuestionTexts(question);
  for (const contextQuestion of allDemoContextQuestions()) demoContextQuestionText(contextQuestion);
  let position = 0;
  const moduleTypeIds = new Map<string, string>();
  for (const moduleType of DEMO_MODULE_TYPES) {
    const moduleTypeId = randomUUID();
    moduleTypeIds.set(moduleType.name, moduleTypeId);
    const run = async (command: ModuleTypeCommand) => {
      position = (await commands.handle(moduleTypeDecider, moduleTypeStream(moduleTypeId), command, CONTEXT))
        .position;
    };
    const { name, classification, area } = moduleType;
    await run({
      type: 'CreateModuleType',
      moduleTypeId,
      fields: { name, names: moduleType.names, classification, area },
      now: now.toISOString(),
    });
    for (const [clusterIndex, cluster] of moduleType.clusters.entries()) {
      const clusterId = randomUUID();
      const { sv_SE, ...names } = cluster.names;
      await run({
        type: 'AddCluster',
        clusterId,
        fields: { name: sv_SE, names, ordinal: clusterIndex + 1, commentPosition: cluster.commentPosition },
      });
      for (const [index, contextQuestion] of (cluster.context ?? []).entries()) {
        const inHeader = contextQuestion[2];
        await run({
          type: 'AddContextQuestion',
          contextQuestionId: randomUUID(),
          fields: {
            clusterId,
            ordinal: index + 1,
            showInReportHeader: inHeader,
            orderInReportHeader: inHeader ? index : null,
            content: demoContextQuestionText(contextQuestion),
          },
        });
      }
      const add = async (question: DemoQuestion, ordinal: number, parentId: string | null) => {
        const [referenceNumber, type, questionClassification, , , options = {}] = question;
        const { content, information } = demoQuestionTexts(question);
        const questionId = randomUUID();
        const result = await questionCommand(
          commands,
          moduleTypeId,
          {
            type: 'AddQuestion',
            questionId,
            fields: {
              clusterId,
              parentId,
              referenceNumber,
              partNumber: parentId ? referenceNumber.slice(-1) : null,
              type,
              classification: questionClassification,
              ordinal,
              notifyHotelResponsible: options.notify ?? false,
              isMandatory: options.mandatory ?? false,
              requiredCommentMinScore: options.minScore ?? null,
              isCommentMandatoryPos: options.commentPos ?? false,
              isCommentMandatoryNeg: options.commentNeg ?? false,
              isPictureMandatoryPos: options.picturePos ?? false,
              isPictureMandatoryNeg: options.pictureNeg ?? false,
              content,
              information,
            },
          },
          { questionId, reserve: referenceNumber },
          CONTEXT,
        );
        position = result.position;
        for (const [partIndex, part] of (options.parts ?? []).entries())
          await add(part, partIndex + 1, questionId);
      };
      for (const [index, question] of cluster.questions.entries()) await add(question, index + 1, null);
    }
  }

  for (const { organizationId, hotelIds } of organizations) {
    const owners: Array<{ hotelId: string | null; types: typeof DEMO_INSPECTION_TYPES }> = [
      ...hotelIds.map((hotelId) => ({ hotelId, types: DEMO_INSPECTION_TYPES })),
      { hotelId: null, types: DEMO_INSPECTION_TYPES.filter((t) => t.reportType === 'auditQA') },
    ];
    for (const { hotelId, types } of owners) {
      for (const demo of types) {
        const inspectionTypeId = randomUUID();
        const run = async (command: InspectionTypeCommand) => {
          position = (
            await commands.handle(
              inspectionTypeDecider,
              inspectionTypeStream(inspectionTypeId),
              command,
              CONTEXT,
            )
          ).position;
        };
        await run({
          type: 'CreateInspectionType',
          actorRole: 'superUser',
          inspectionTypeId,
          organizationId,
          hotelId,
          fields: {
            ...DEFAULT_INSPECTION_TYPE,
            ...demo.auto,
            name: demo.name,
            reportType: demo.reportType,
            isSelfServe: demo.isSelfServe,
            allowUnansweredQuestions: demo.allowUnansweredQuestions,
          },
          template: null,
          moduleIds: {},
          now: now.toISOString(),
        });
        for (const [index, module] of demo.modules.entries()) {
          await run({
            type: 'AddModule',
            actorRole: 'superUser',
            moduleId: randomUUID(),
            fields: {
              name: module.name,
              names: module.names,
              moduleTypeId: moduleTypeIds.get(module.moduleType)!,
              ordinal: index + 1,
              isMandatory: module.isMandatory,
              isDefaultNA: false,
              useTabs: module.useTabs ?? false,
            },
          });
        }
      }
    }
  }
  return position;
}
