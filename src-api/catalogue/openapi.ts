import { z } from 'zod';
import { documented, emptyAnswer, languageQuery, type AreaDoc, type RouteDoc } from '../openapi/route-doc.ts';
import {
  clusterBody,
  copyModuleTypeBody,
  createContextQuestionBody,
  createQuestionBody,
  moduleTypeBody,
  updateClusterBody,
  updateContextQuestionBody,
  updateModuleTypeBody,
  updateQuestionBody,
} from './schema.ts';

export const moduleTypeAnswer = z
  .object({
    id: z.string(),
    name: z.string().describe('In the asked language, else the default one'),
    classification: z.string().describe('food or accommodation'),
    area: z.string(),
    copiedFrom: z.string().nullable().optional(),
    createdAt: z.string(),
  })
  .describe('A module type');

export const moduleTypeTreeAnswer = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    languageShortCode: z.string(),
    clusters: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        ordinal: z.number(),
        questions: z.array(z.looseObject({ id: z.string(), content: z.string() })),
        contextQuestions: z.array(z.looseObject({ id: z.string(), content: z.string() })),
      }),
    ),
  })
  .describe('The module type with its clusters in order, each with its questions and context questions');

const superUser = ['superUser'] as const;
const treeChange = (
  summary: string,
  body: RouteDoc['body'],
  params: Record<string, string>,
  status = 200,
): RouteDoc => ({
  summary,
  roles: superUser,
  params,
  query: languageQuery,
  ...(body ? { body } : {}),
  status,
  answer: moduleTypeTreeAnswer,
  errors: { 400: ['catalogue.invalidLanguage'], 404: ['moduleTypes.notFound'] },
});
const moduleTypeParam = { moduleTypeId: 'The module type' };

export const catalogueDocs: AreaDoc = {
  tag: 'Catalogue',
  description:
    "The question catalogue: module types, clusters, questions, context questions; the superUser's (administration.md).",
  routes: {
    'GET /api/admin/inspection-module-types': {
      summary: 'Every module type, by name',
      roles: superUser,
      query: languageQuery,
      answer: z.array(moduleTypeAnswer),
    },
    'POST /api/admin/inspection-module-types': {
      summary: 'Create a module type',
      roles: superUser,
      body: moduleTypeBody,
      status: 201,
      answer: moduleTypeAnswer,
      errors: { 400: ['moduleTypes.nameRequired', 'moduleTypes.exists'] },
    },
    'PUT /api/admin/inspection-module-types/:id': {
      summary: 'Change a module type',
      roles: superUser,
      query: languageQuery,
      body: updateModuleTypeBody,
      answer: moduleTypeAnswer,
      errors: { 400: ['moduleTypes.nameRequired', 'moduleTypes.exists'] },
    },
    'DELETE /api/admin/inspection-module-types/:id': {
      summary: 'Delete a module type no inspection type uses',
      roles: superUser,
      answer: emptyAnswer,
      errors: { 400: ['moduleTypes.inUse'] },
    },
    'POST /api/admin/inspection-module-types/:id/copy': {
      summary: 'Copy a module type with its questions (reference numbers suffixed)',
      roles: superUser,
      body: copyModuleTypeBody,
      status: 201,
      answer: moduleTypeAnswer,
      errors: { 400: ['moduleTypes.nameRequired', 'moduleTypes.exists'] },
    },
    'GET /api/admin/questions/types': {
      summary: 'The question types',
      roles: superUser,
      answer: documented('The question types and their scales'),
    },
    'GET /api/admin/questions/:id': {
      summary: "A module type's question tree (`default` for the default module type)",
      roles: superUser,
      params: { id: 'The module type, or `default` for the first by name' },
      query: languageQuery,
      answer: moduleTypeTreeAnswer,
      errors: { 400: ['catalogue.invalidLanguage'], 404: ['moduleTypes.notFound'] },
    },
    'POST /api/admin/questions/:moduleTypeId/clusters': treeChange(
      'Add a cluster',
      clusterBody,
      moduleTypeParam,
      201,
    ),
    'PUT /api/admin/questions/clusters/:id': treeChange('Change a cluster', updateClusterBody, {
      id: 'The cluster',
    }),
    'DELETE /api/admin/questions/clusters/:id': treeChange('Delete a cluster', undefined, {
      id: 'The cluster',
    }),
    'POST /api/admin/questions/:moduleTypeId/context-questions': treeChange(
      'Add a context question',
      createContextQuestionBody,
      moduleTypeParam,
      201,
    ),
    'PUT /api/admin/questions/context-questions/:id': treeChange(
      'Change a context question',
      updateContextQuestionBody,
      { id: 'The context question' },
    ),
    'DELETE /api/admin/questions/context-questions/:id': treeChange('Delete a context question', undefined, {
      id: 'The context question',
    }),
    'POST /api/admin/questions/:id': treeChange(
      'Add a question',
      createQuestionBody,
      { id: 'The module type the question joins' },
      201,
    ),
    'PUT /api/admin/questions/:id': treeChange('Change a question', updateQuestionBody, {
      id: 'The question',
    }),
    'DELETE /api/admin/questions/:id': treeChange('Delete a question', undefined, { id: 'The question' }),
  },
};
