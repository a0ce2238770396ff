import type { InspectionTypeDocument } from '../../src-projections/inspection-types/projection.ts';
import type { ModuleTypeDocument } from '../../src-projections/module-types/projection.ts';
import { nameInLanguage, questionsInOrder } from '../../src-domain/catalogue/index.ts';
import { modulesInOrder } from '../../src-domain/inspection-type/modules-in-order.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/shared/locales.ts';
import { inLanguage } from '../catalogue/presenter.ts';
import {
  stripTracking,
  versionOf,
  type TrackedDocument,
  type Versioned,
} from '../../src-projections/projection.ts';

/** An inspection type as the admin screens edit it; `hotel` carries the entity's name for tables. */
export function presentInspectionType(
  doc: Versioned<InspectionTypeDocument>,
  hotelName: string | null = null,
) {
  const { _id, modules, ...fields } = stripTracking(doc as TrackedDocument<InspectionTypeDocument>);
  return {
    id: _id,
    version: versionOf(doc),
    ...fields,
    hotel: doc.hotelId ? { id: doc.hotelId, name: hotelName ?? '' } : null,
    moduleCount: modules.length,
    // As stored: the modules screen puts them in order with their types' names (modulesInOrder).
    modules,
  };
}

/** A self-serve type as an agent's list shows it (GET /api/inspection-types, and its pushes). */
export function presentSelfServeType(doc: Versioned<InspectionTypeDocument>) {
  return {
    id: doc._id,
    version: versionOf(doc),
    name: doc.name,
    hotelId: doc.hotelId,
    reportType: doc.reportType,
  };
}

/**
 * The module grid (administration §3 InspectionModule): in ordinal order, with the module type's name in the
 * asked language (its own where it has no translation); each module keeps its own `name` and `names`.
 */
export function presentModules(
  doc: InspectionTypeDocument,
  moduleTypes: ModuleTypeDocument[],
  language: Locale = DEFAULT_LOCALE,
) {
  const names = new Map(
    moduleTypes.map((type) => [type._id, nameInLanguage(type.name, type.names, language)]),
  );
  return modulesInOrder(doc._id, doc.modules, (id) => names.get(id) ?? '');
}

/**
 * The questions an inspection of the type asks, module by module in order, in one language (the default
 * language's text where one is missing): what prefilled questions are chosen from.
 */
export function presentTypeQuestions(
  doc: InspectionTypeDocument,
  moduleTypes: ModuleTypeDocument[],
  language: Locale,
) {
  const byId = new Map(moduleTypes.map((type) => [type._id, type]));
  return [...doc.modules]
    .sort((a, b) => a.ordinal - b.ordinal)
    .flatMap((module) => {
      const moduleType = byId.get(module.moduleTypeId);
      if (!moduleType) return [];
      const clusterOrder = new Map(
        [...moduleType.clusters].sort((a, b) => a.ordinal - b.ordinal).map((c, i) => [c.id, i]),
      );
      const inClusterOrder = [...moduleType.clusters]
        .sort((a, b) => (clusterOrder.get(a.id) ?? 0) - (clusterOrder.get(b.id) ?? 0))
        .flatMap((cluster) =>
          questionsInOrder(moduleType.questions.filter((q) => q.clusterId === cluster.id)),
        );
      return inClusterOrder.map((question) => ({
        id: question.id,
        referenceNumber: question.referenceNumber,
        content: inLanguage(question.content, language).text,
        module: { id: module.id, name: nameInLanguage(module.name, module.names, language) },
      }));
    });
}
