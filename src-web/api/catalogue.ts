import type {
  CommentPosition,
  ModuleArea,
  ModuleClassification,
  OptionWords,
  QuestionFields,
} from '../../src-domain/catalogue/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import { request } from './http.ts';

export interface ModuleType {
  id: string;
  name: string;
  classification: ModuleClassification;
  area: ModuleArea;
  copiedFrom: string | null;
  createdAt: string;
}

/** A question in the chosen language, as the question tree presents it. */
export interface Question extends Omit<QuestionFields, 'clusterId' | 'content' | 'information' | 'options'> {
  id: string;
  /** A choice's options in the asked language, best first (the default language's where untranslated). */
  options: Array<OptionWords & { labelTranslated?: boolean }>;
  questionClusterId: string;
  content: string;
  /** False when `content` is the default language's text because this language has none yet. */
  contentTranslated: boolean;
  information: string;
  /** False when `information` is the default language's. */
  informationTranslated: boolean;
}

export interface ContextQuestion {
  id: string;
  questionClusterId: string;
  ordinal: number;
  orderInReportHeader: number | null;
  showInReportHeader: boolean;
  content: string;
  contentTranslated: boolean;
}

export interface Cluster {
  id: string;
  /** In the chosen language, or the default language's when `nameTranslated` is false. */
  name: string;
  nameTranslated: boolean;
  ordinal: number;
  commentPosition: CommentPosition;
  questions: Question[];
  contextQuestions: ContextQuestion[];
}

export interface QuestionTree extends ModuleType {
  languageShortCode: Locale;
  clusters: Cluster[];
}

export type ModuleTypeInput = Pick<ModuleType, 'name' | 'classification' | 'area'>;
export type QuestionInput = Partial<
  Omit<Question, 'id' | 'contentTranslated' | 'informationTranslated' | 'options'> & {
    options: OptionWords[];
  }
>;
export type ContextQuestionInput = Partial<Omit<ContextQuestion, 'id' | 'contentTranslated'>>;
export type ClusterInput = Partial<Pick<Cluster, 'name' | 'ordinal' | 'commentPosition'>>;

const admin = '/api/admin';
const lang = (language?: Locale) => (language ? `?languageShortCode=${language}` : '');
type Done = Record<string, never>;

/** Module types and the question catalogue (administration §7 "Questions"); texts go in one language at a time. */
export const catalogueApi = {
  /** Names in the language (each type's own where it has no translation). */
  moduleTypes: (language: Locale) =>
    request<ModuleType[]>('GET', `${admin}/inspection-module-types${lang(language)}`),
  createModuleType: (input: ModuleTypeInput) =>
    request<ModuleType>('POST', `${admin}/inspection-module-types`, input),
  /** A name sent with a language other than the default is that language's name (as for clusters). */
  updateModuleType: (id: string, language: Locale, input: Partial<ModuleTypeInput>) =>
    request<ModuleType>('PUT', `${admin}/inspection-module-types/${id}${lang(language)}`, input),
  deleteModuleType: (id: string) => request<Done>('DELETE', `${admin}/inspection-module-types/${id}`),
  copyModuleType: (id: string, name: string) =>
    request<ModuleType>('POST', `${admin}/inspection-module-types/${id}/copy`, { name }),
  tree: (moduleTypeId: string, language: Locale) =>
    request<QuestionTree>('GET', `${admin}/questions/${moduleTypeId}${lang(language)}`),
  createQuestion: (moduleTypeId: string, language: Locale, input: QuestionInput) =>
    request<QuestionTree>('POST', `${admin}/questions/${moduleTypeId}${lang(language)}`, input),
  updateQuestion: (id: string, language: Locale, input: QuestionInput) =>
    request<QuestionTree>('PUT', `${admin}/questions/${id}${lang(language)}`, input),
  /** Edits of the tree answer the tree, in `language` when it is given. */
  deleteQuestion: (id: string, language?: Locale) =>
    request<QuestionTree>('DELETE', `${admin}/questions/${id}${lang(language)}`),
  createCluster: (moduleTypeId: string, input: ClusterInput, language?: Locale) =>
    request<QuestionTree>('POST', `${admin}/questions/${moduleTypeId}/clusters${lang(language)}`, input),
  updateCluster: (id: string, language: Locale, input: ClusterInput) =>
    request<QuestionTree>('PUT', `${admin}/questions/clusters/${id}${lang(language)}`, input),
  deleteCluster: (id: string, language?: Locale) =>
    request<QuestionTree>('DELETE', `${admin}/questions/clusters/${id}${lang(language)}`),
  createContextQuestion: (moduleTypeId: string, language: Locale, input: ContextQuestionInput) =>
    request<QuestionTree>(
      'POST',
      `${admin}/questions/${moduleTypeId}/context-questions${lang(language)}`,
      input,
    ),
  updateContextQuestion: (id: string, language: Locale, input: ContextQuestionInput) =>
    request<QuestionTree>('PUT', `${admin}/questions/context-questions/${id}${lang(language)}`, input),
  deleteContextQuestion: (id: string, language?: Locale) =>
    request<QuestionTree>('DELETE', `${admin}/questions/context-questions/${id}${lang(language)}`),
  /** The whole catalogue as a spreadsheet: a link's address (the browser downloads it). */
  exportXlsxUrl: `${admin}/questions/export-xlsx`,
  /** The spreadsheet upload's address: sent with progress (XMLHttpRequest), answered with its groups. */
  uploadXlsxUrl: `${admin}/questions/upload-xlsx`,
  upload: <T>(groups: unknown[]) => request<T>('POST', `${admin}/questions/upload`, groups),
};
