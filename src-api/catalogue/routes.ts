import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { CATALOGUE_ERRORS, moduleTypeDecider, moduleTypeStream } from '../../src-domain/catalogue/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import { QUESTION_TYPES } from '../../src-domain/shared/scales.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import { requireRole } from '../auth/current-user.ts';
import { ApiError } from '../http/api-error.ts';
import { idParam } from '../http/params.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ApiServices } from '../services.ts';
import { optionsInLanguage } from '../../src-domain/catalogue/choice-options.ts';
import { questionCommand, releaseReferenceNumber, reserveReferenceNumber } from './catalogue-commands.ts';
import { presentModuleType, presentQuestionTree } from './presenter.ts';
import {
  clusterBody,
  copyModuleTypeBody,
  createContextQuestionBody,
  createQuestionBody,
  language,
  moduleTypeBody,
  updateClusterBody,
  updateContextQuestionBody,
  updateModuleTypeBody,
  updateQuestionBody,
} from './schema.ts';

/** Module types, clusters, questions and context questions (administration §7): the catalogue is the superUser's. */
export function catalogueRoutes(services: ApiServices): Router {
  const { readModels, commands, projections } = services;
  const router = new Router({ prefix: '/api/admin' });
  const moduleTypes = moduleTypeQueries(readModels);
  const superUser = (ctx: Context) => requireRole(ctx, ['superUser']);
  const languageOf = (ctx: Context): Locale => {
    const asked = ctx.query.languageShortCode;
    if (asked === undefined || asked === '') return DEFAULT_LOCALE;
    const parsed = language.safeParse(asked);
    if (!parsed.success) throw new ApiError(400, 'catalogue.invalidLanguage');
    return parsed.data;
  };
  const moduleTypeOr404 = async (id: string) => {
    const doc = await moduleTypes.byId(idParam(id));
    if (!doc) throw new ApiError(404, CATALOGUE_ERRORS.moduleTypeNotFound);
    return doc;
  };
  /** The module type holding a cluster, question or context question. */
  const holderOf = async (
    list: 'clusters' | 'questions' | 'contextQuestions',
    id: string,
    missing: string,
  ) => {
    const doc = await moduleTypes.holding(list, idParam(id));
    if (!doc) throw new ApiError(404, missing);
    return doc;
  };
  const answerTree = async (ctx: Context, moduleTypeId: string, position: number) => {
    await projections.waitFor(position);
    ctx.body = presentQuestionTree((await moduleTypes.byId(moduleTypeId))!, languageOf(ctx));
  };

  router.get('/inspection-module-types', async (ctx) => {
    superUser(ctx);
    const language = languageOf(ctx);
    ctx.body = (await moduleTypes.allByName()).map((doc) => presentModuleType(doc, language));
  });

  router.post('/inspection-module-types', async (ctx) => {
    const actor = superUser(ctx);
    const fields = parseBody(moduleTypeBody, ctx.request.body);
    const moduleTypeId = randomUUID();
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(moduleTypeId),
      { type: 'CreateModuleType', moduleTypeId, fields, now: services.clock.now().toISOString() },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = presentModuleType((await moduleTypes.byId(moduleTypeId))!);
  });

  router.put('/inspection-module-types/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await moduleTypeOr404(ctx.params.id!);
    const { name, ...rest } = parseBody(updateModuleTypeBody, ctx.request.body);
    // As with clusters: a name sent with another language than the default is that language's name.
    const language = languageOf(ctx);
    const fields =
      name === undefined
        ? rest
        : language === DEFAULT_LOCALE
          ? { ...rest, name }
          : { ...rest, names: { ...doc.names, [language]: name.trim() } };
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'UpdateModuleType', fields },
      { actorId: actor.id },
    );
    await projections.waitFor(result.position);
    ctx.body = presentModuleType((await moduleTypes.byId(doc._id))!, language);
  });

  router.delete('/inspection-module-types/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await moduleTypeOr404(ctx.params.id!);
    // A module type that inspection types still use stays: their modules would lose their questions.
    const user = await inspectionTypeQueries(readModels).oneUsingModuleType(doc._id);
    if (user) throw new ApiError(400, 'moduleTypes.inUse', { name: user.name });
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'DeleteModuleType', now: services.clock.now().toISOString() },
      { actorId: actor.id },
    );
    // Its questions' reference numbers become free for other questions.
    for (const question of doc.questions)
      await releaseReferenceNumber(commands, question.id, question.referenceNumber, { actorId: actor.id });
    await projections.waitFor(result.position);
    ctx.body = {};
  });

  router.post('/inspection-module-types/:id/copy', async (ctx) => {
    const actor = superUser(ctx);
    const source = await moduleTypeOr404(ctx.params.id!);
    const { name } = parseBody(copyModuleTypeBody, ctx.request.body);
    const moduleTypeId = randomUUID();
    const ids: Record<string, string> = {};
    for (const item of [...source.clusters, ...source.questions, ...source.contextQuestions])
      ids[item.id] = randomUUID();
    // Reference numbers are unique across the catalogue: a copy's questions get the source's with a suffix,
    // reserved like any other number.
    const questions = source.questions.map(({ id, ...q }) => ({
      ...q,
      questionId: id,
      referenceNumber: `${q.referenceNumber}-${moduleTypeId.slice(0, 8)}`,
    }));
    const reserved: Array<{ questionId: string; number: string }> = [];
    const copy = async () => {
      for (const q of questions) {
        await reserveReferenceNumber(commands, ids[q.questionId]!, q.referenceNumber, { actorId: actor.id });
        reserved.push({ questionId: ids[q.questionId]!, number: q.referenceNumber });
      }
      return commands.handle(
        moduleTypeDecider,
        moduleTypeStream(moduleTypeId),
        {
          type: 'CopyModuleType',
          moduleTypeId,
          name,
          source: {
            moduleTypeId: source._id,
            fields: { name: source.name, classification: source.classification, area: source.area },
            clusters: source.clusters.map(({ id, ...c }) => ({ ...c, clusterId: id })),
            questions,
            contextQuestions: source.contextQuestions.map(({ id, ...c }) => ({
              ...c,
              contextQuestionId: id,
            })),
          },
          ids,
          now: services.clock.now().toISOString(),
        },
        { actorId: actor.id },
      );
    };
    const result = await copy().catch(async (error: unknown) => {
      for (const r of reserved)
        await releaseReferenceNumber(commands, r.questionId, r.number, { actorId: actor.id });
      throw error;
    });
    await projections.waitFor(result.position);
    ctx.status = 201;
    ctx.body = presentModuleType((await moduleTypes.byId(moduleTypeId))!);
  });

  router.get('/questions/types', async (ctx) => {
    superUser(ctx);
    ctx.body = QUESTION_TYPES;
  });

  // `:id` as in PUT and DELETE /questions/:id (a question there, a module type here): one template, one name.
  router.get('/questions/:id', async (ctx) => {
    superUser(ctx);
    // "default" is the first module type; the screen then switches its route to that one.
    const doc =
      ctx.params.id === 'default'
        ? await moduleTypes.firstByName()
        : await moduleTypeOr404(ctx.params.id!);
    if (!doc) throw new ApiError(404, CATALOGUE_ERRORS.moduleTypeNotFound);
    ctx.body = presentQuestionTree(doc, languageOf(ctx));
  });

  router.post('/questions/:moduleTypeId/clusters', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await moduleTypeOr404(ctx.params.moduleTypeId!);
    const fields = parseBody(clusterBody, ctx.request.body);
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'AddCluster', clusterId: randomUUID(), fields },
      { actorId: actor.id },
    );
    ctx.status = 201;
    await answerTree(ctx, doc._id, result.position);
  });

  router.put('/questions/clusters/:id', async (ctx) => {
    const actor = superUser(ctx);
    const clusterId = idParam(ctx.params.id);
    const doc = await holderOf('clusters', clusterId, CATALOGUE_ERRORS.clusterNotFound);
    const { name, ...rest } = parseBody(updateClusterBody, ctx.request.body);
    // A name sent with another language than the default is that language's name.
    const lang = languageOf(ctx);
    const current = doc.clusters.find((c) => c.id === clusterId)!;
    const fields =
      name === undefined
        ? rest
        : lang === DEFAULT_LOCALE
          ? { ...rest, name }
          : { ...rest, names: { ...current.names, [lang]: name } };
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'UpdateCluster', clusterId, fields },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  router.delete('/questions/clusters/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await holderOf('clusters', ctx.params.id!, CATALOGUE_ERRORS.clusterNotFound);
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'RemoveCluster', clusterId: ctx.params.id!.toLowerCase() },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  router.post('/questions/:moduleTypeId/context-questions', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await moduleTypeOr404(ctx.params.moduleTypeId!);
    const body = parseBody(createContextQuestionBody, ctx.request.body);
    const { content, questionClusterId, ...rest } = body;
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      {
        type: 'AddContextQuestion',
        contextQuestionId: randomUUID(),
        fields: { ...rest, clusterId: questionClusterId, content: { [languageOf(ctx)]: content } },
      },
      { actorId: actor.id },
    );
    ctx.status = 201;
    await answerTree(ctx, doc._id, result.position);
  });

  router.put('/questions/context-questions/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await holderOf('contextQuestions', ctx.params.id!, CATALOGUE_ERRORS.contextQuestionNotFound);
    const { content, questionClusterId, ...rest } = parseBody(updateContextQuestionBody, ctx.request.body);
    const fields = {
      ...rest,
      ...(questionClusterId ? { clusterId: questionClusterId } : {}),
      ...(content !== undefined ? { content: { [languageOf(ctx)]: content } } : {}),
    };
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'UpdateContextQuestion', contextQuestionId: ctx.params.id!.toLowerCase(), fields },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  router.delete('/questions/context-questions/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await holderOf('contextQuestions', ctx.params.id!, CATALOGUE_ERRORS.contextQuestionNotFound);
    const result = await commands.handle(
      moduleTypeDecider,
      moduleTypeStream(doc._id),
      { type: 'RemoveContextQuestion', contextQuestionId: ctx.params.id!.toLowerCase() },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  router.post('/questions/:id', async (ctx) => {
    const actor = superUser(ctx);
    const doc = await moduleTypeOr404(ctx.params.id!);
    const { content, information, questionClusterId, options, ...rest } = parseBody(
      createQuestionBody,
      ctx.request.body,
    );
    const lang = languageOf(ctx);
    const questionId = randomUUID();
    const referenceNumber = rest.referenceNumber.trim();
    const result = await questionCommand(
      commands,
      doc._id,
      {
        type: 'AddQuestion',
        questionId,
        fields: {
          ...rest,
          referenceNumber,
          clusterId: questionClusterId,
          content: { [lang]: content },
          information: information ? { [lang]: information } : {},
          options: optionsInLanguage(options, lang),
        },
      },
      { questionId, reserve: referenceNumber },
      { actorId: actor.id },
    );
    ctx.status = 201;
    await answerTree(ctx, doc._id, result.position);
  });

  router.put('/questions/:id', async (ctx) => {
    const actor = superUser(ctx);
    const questionId = idParam(ctx.params.id);
    const doc = await holderOf('questions', questionId, CATALOGUE_ERRORS.questionNotFound);
    const current = doc.questions.find((q) => q.id === questionId)!;
    const { content, information, questionClusterId, referenceNumber, options, ...rest } = parseBody(
      updateQuestionBody,
      ctx.request.body,
    );
    const lang = languageOf(ctx);
    const renumbered = referenceNumber !== undefined && referenceNumber.trim() !== current.referenceNumber;
    const fields = {
      ...rest,
      ...(questionClusterId ? { clusterId: questionClusterId } : {}),
      ...(referenceNumber !== undefined ? { referenceNumber: referenceNumber.trim() } : {}),
      ...(content !== undefined ? { content: { [lang]: content } } : {}),
      ...(information !== undefined ? { information: { [lang]: information } } : {}),
      ...(options !== undefined ? { options: optionsInLanguage(options, lang) } : {}),
    };
    const result = await questionCommand(
      commands,
      doc._id,
      { type: 'UpdateQuestion', questionId, fields },
      renumbered
        ? { questionId, reserve: referenceNumber!.trim(), release: current.referenceNumber }
        : { questionId },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  router.delete('/questions/:id', async (ctx) => {
    const actor = superUser(ctx);
    const questionId = idParam(ctx.params.id);
    const doc = await holderOf('questions', questionId, CATALOGUE_ERRORS.questionNotFound);
    const current = doc.questions.find((q) => q.id === questionId)!;
    const result = await questionCommand(
      commands,
      doc._id,
      { type: 'RemoveQuestion', questionId },
      { questionId, release: current.referenceNumber },
      { actorId: actor.id },
    );
    await answerTree(ctx, doc._id, result.position);
  });

  return router;
}
