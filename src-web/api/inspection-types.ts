import type { InspectionTypeFields, ModuleFields } from '../../src-domain/inspection-type/index.ts';
import { request } from './http.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';

export interface InspectionType extends InspectionTypeFields {
  id: string;
  version: number;
  organizationId: string;
  hotelId: string | null;
  hotel: { id: string; name: string } | null;
  templateId: string | null;
  moduleCount: number;
  /** As stored; the modules screen orders and names them with `modulesInOrder` (src-domain). */
  modules: Array<ModuleFields & { id: string }>;
}

export interface InspectionModule extends Omit<ModuleFields, 'moduleTypeId'> {
  id: string;
  inspectionTypeId: string;
  inspectionModuleType: { id: string; name: string };
}

export interface TypeQuestion {
  id: string;
  referenceNumber: string;
  content: string;
  module: { id: string; name: string };
}

export type InspectionTypeInput = Partial<InspectionTypeFields> & { organizationId?: string };
export type ModuleInput = Partial<Omit<ModuleFields, 'moduleTypeId'>> & { type?: string };

const types = '/api/admin/inspection-types';
type Done = Record<string, never>;

/** Inspection types and their modules (administration §7 "Inspection types and modules"). */
export const inspectionTypesApi = {
  ofHotel: (hotelId: string) =>
    request<InspectionType[]>('GET', `/api/admin/hotels/${hotelId}/inspection-types`),
  ofOrganization: (idOrMy: string) =>
    request<InspectionType[]>('GET', `/api/admin/organizations/${idOrMy}/inspectionTypes`),
  get: (id: string) => request<InspectionType>('GET', `${types}/${id}`),
  createAtHotel: (hotelId: string, input: InspectionTypeInput) =>
    request<InspectionType>('POST', `/api/admin/hotels/${hotelId}/inspection-types`, input),
  createForOrganization: (input: InspectionTypeInput) => request<InspectionType>('POST', types, input),
  update: (id: string, input: InspectionTypeInput) => request<InspectionType>('PUT', `${types}/${id}`, input),
  remove: (id: string) => request<Done>('DELETE', `${types}/${id}`),
  /** Copies a type with its modules to each entity. */
  fromTemplate: (id: string, hotelIds: string[]) =>
    request<InspectionType[]>('POST', `${types}/${id}/fromTemplate`, { hotelIds }),
  /** The questions the type asks, to prefill comments for. */
  questions: (typeId: string, language: string) =>
    request<TypeQuestion[]>('GET', `${types}/${typeId}/questions?languageShortCode=${language}`),
  /** Module type names in the language; each module keeps its own name and its translations. */
  modules: (typeId: string, language: Locale) =>
    request<InspectionModule[]>('GET', `${types}/${typeId}/inspection-modules?languageShortCode=${language}`),
  /** Answers the module as the list GET in `language` presents it. */
  createModule: (typeId: string, input: ModuleInput, language: Locale) =>
    request<InspectionModule>(
      'POST',
      `${types}/${typeId}/inspection-modules?languageShortCode=${language}`,
      input,
    ),
  updateModule: (typeId: string, id: string, input: ModuleInput, language: Locale) =>
    request<InspectionModule>(
      'PUT',
      `${types}/${typeId}/inspection-modules/${id}?languageShortCode=${language}`,
      {
        id,
        inspectionTypeId: typeId,
        ...input,
      },
    ),
  removeModule: (typeId: string, id: string) =>
    request<Done>('DELETE', `${types}/${typeId}/inspection-modules/${id}`),
};
