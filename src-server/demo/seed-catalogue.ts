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
import { DEMO_INSPECTION_TYPES, DEMO_MODULE_TYPES, type DemoQuestion } from './catalogue-data.ts';

const CONTEXT = { actorId: 'system' };
const both = (sv: string, en: string): Translated => ({ sv_SE: sv, en_US: en, en_GB: en });

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
      for (const [index, [sv, en, inHeader]] of (cluster.context ?? []).entries()) {
        await run({
          type: 'AddContextQuestion',
          contextQuestionId: randomUUID(),
          fields: {
            clusterId,
            ordinal: index + 1,
            showInReportHeader: inHeader,
            orderInReportHeader: inHeader ? index : null,
            content: both(sv, en),
          },
        });
      }
      const add = async (question: DemoQuestion, ordinal: number, parentId: string | null) => {
        const [referenceNumber, type, questionClassification, sv, en, options = {}] = question;
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
              content: both(sv, en),
              information: options.info ? both(...options.info) : {},
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
