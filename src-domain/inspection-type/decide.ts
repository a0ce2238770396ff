import { changedFields } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { InspectionTypeCommand } from './commands.ts';
import type { InspectionTypeEvent } from './events.ts';
import { DEFAULT_REPORT_TYPE, type InspectionTypeFields, type ModuleFields } from './fields.ts';
import {
  INSPECTION_TYPE_ERRORS,
  checkInspectionType,
  checkModule,
  mayChange,
  mayManageModules,
  mayManageTypes,
  withDistributionMode,
} from './rules.ts';
import type { InspectionTypeState } from './state.ts';

const noPermission = () => new DomainError(INSPECTION_TYPE_ERRORS.noPermission);

export function decideInspectionType(
  command: InspectionTypeCommand,
  state: InspectionTypeState,
): InspectionTypeEvent[] {
  if (command.type === 'CreateInspectionType') {
    if (!mayManageTypes(command.actorRole)) throw noPermission();
    if (state.exists) throw new DomainError(INSPECTION_TYPE_ERRORS.exists);
    if (command.fields.reportType !== DEFAULT_REPORT_TYPE && !mayChange(command.actorRole, 'reportType'))
      throw noPermission();
    const fields: InspectionTypeFields = {
      ...command.fields,
      ...withDistributionMode(command.fields),
      name: command.fields.name.trim(),
    };
    checkInspectionType(fields);
    const { inspectionTypeId, organizationId, hotelId, template, moduleIds, now } = command;
    return [
      {
        type: 'InspectionTypeCreated',
        data: {
          ...fields,
          inspectionTypeId,
          organizationId,
          hotelId,
          templateId: template?.inspectionTypeId ?? null,
          createdAt: now,
        },
      },
      ...(template?.modules ?? []).map(({ moduleId, ...module }): InspectionTypeEvent => ({
        type: 'ModuleAdded',
        data: { ...module, moduleId: moduleIds[moduleId] ?? moduleId },
      })),
    ];
  }
  if (!state.exists || state.deleted) throw new DomainError(INSPECTION_TYPE_ERRORS.notFound);
  switch (command.type) {
    case 'UpdateInspectionType': {
      const change = changedFields(state.fields!, withDistributionMode(command.fields));
      if (!change) return [];
      for (const key of Object.keys(change.changes) as Array<keyof InspectionTypeFields>) {
        if (!mayChange(command.actorRole, key)) throw noPermission();
      }
      checkInspectionType({ ...state.fields!, ...change.changes });
      return [{ type: 'InspectionTypeUpdated', data: change }];
    }
    case 'DeleteInspectionType':
      if (!mayManageTypes(command.actorRole)) throw noPermission();
      return [{ type: 'InspectionTypeDeleted', data: { at: command.now } }];
    case 'AddModule':
      if (!mayManageModules(command.actorRole)) throw noPermission();
      if (state.modules[command.moduleId]) throw new DomainError(INSPECTION_TYPE_ERRORS.moduleExists);
      checkModule(command.fields);
      return [
        {
          type: 'ModuleAdded',
          data: { moduleId: command.moduleId, ...command.fields, name: command.fields.name.trim() },
        },
      ];
    case 'UpdateModule': {
      if (!mayManageModules(command.actorRole)) throw noPermission();
      const current = state.modules[command.moduleId];
      if (!current) throw new DomainError(INSPECTION_TYPE_ERRORS.moduleNotFound);
      const change = changedFields<ModuleFields>(current, command.fields);
      if (!change) return [];
      checkModule({ ...current, ...change.changes });
      return [{ type: 'ModuleUpdated', data: { moduleId: command.moduleId, ...change } }];
    }
    case 'RemoveModule':
      if (!mayManageModules(command.actorRole)) throw noPermission();
      if (!state.modules[command.moduleId]) throw new DomainError(INSPECTION_TYPE_ERRORS.moduleNotFound);
      return [{ type: 'ModuleRemoved', data: { moduleId: command.moduleId } }];
  }
}
