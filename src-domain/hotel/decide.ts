import { changedFields, trimmed } from '../shared/changes.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { HotelCommand } from './commands.ts';
import type { HotelEvent, HotelFields } from './events.ts';
import { HOTEL_ERRORS, checkHotelFields, mayCreateHotel, mayDeleteHotel } from './rules.ts';
import type { HotelState } from './state.ts';

export function decideHotel(command: HotelCommand, state: HotelState): HotelEvent[] {
  switch (command.type) {
    case 'CreateHotel': {
      if (!mayCreateHotel(command.actorRole)) throw new DomainError(HOTEL_ERRORS.noPermission);
      if (state.exists) throw new DomainError(HOTEL_ERRORS.exists);
      // On create, dashboardEnabled and the dates count as set only when they differ from the defaults.
      const touched: Partial<HotelFields> = { name: command.fields.name, timeZone: command.fields.timeZone };
      if (command.fields.dashboardEnabled) touched.dashboardEnabled = true;
      if (command.fields.inactiveStartDate || command.fields.inactiveEndDate) {
        touched.inactiveStartDate = command.fields.inactiveStartDate;
        touched.inactiveEndDate = command.fields.inactiveEndDate;
      }
      checkHotelFields(command.actorRole, touched, command.fields);
      return [
        {
          type: 'HotelCreated',
          data: {
            hotelId: command.hotelId,
            organizationId: command.organizationId,
            ...command.fields,
            name: command.fields.name.trim(),
            createdAt: command.now,
          },
        },
      ];
    }
    case 'UpdateHotel': {
      if (!state.exists || state.deleted) throw new DomainError(HOTEL_ERRORS.notFound);
      const current = state.fields!;
      const change = changedFields(current, trimmed<HotelFields>(command.fields, ['name']));
      if (!change) return [];
      checkHotelFields(command.actorRole, change.changes, { ...current, ...change.changes });
      return [{ type: 'HotelUpdated', data: change }];
    }
    case 'DeleteHotel':
      if (!state.exists || state.deleted) throw new DomainError(HOTEL_ERRORS.notFound);
      if (!mayDeleteHotel(command.actorRole)) throw new DomainError(HOTEL_ERRORS.noPermission);
      return [{ type: 'HotelDeleted', data: { at: command.now } }];
  }
}
