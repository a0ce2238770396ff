import type { CommandHandler } from '../../src-domain/eventstore/command-handler.ts';
import type { RecordedEvent } from '../../src-domain/eventstore/types.ts';
import {
  reportShareDecider,
  reportShareStream,
  SYSTEM_ACTOR,
  type ShareRevocationReason,
} from '../../src-domain/report-share/index.ts';
import type { UserEvent } from '../../src-domain/user/index.ts';
import type { InspectionDocument } from '../../src-projections/inspections/projection.ts';
import { inspectionQueries } from '../../src-projections/inspections/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import { reportShareQueries } from '../../src-projections/report-shares/queries.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { userQueries } from '../../src-projections/users/queries.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { REACTOR_NAMES } from '../reactors/reactor-names.ts';

/** The user changes after which a user's share links may reach further than the user still does. */
const ACCESS_CHANGES = [
  'UserDeleted',
  'UserErased',
  'UserRoleChanged',
  'UserUpdated',
  'UserUnlinkedFromHotel',
] as const;
type AccessChange = Extract<UserEvent, { type: (typeof ACCESS_CHANGES)[number] }>;

/** The report route's rule for a link's creator, given by the composition root (src-api/reports/share-access.ts). */
export type CreatorMayRead = (
  creator: UserDocument | null,
  inspection: Pick<InspectionDocument, 'organizationId' | 'hotelId' | 'userId'>,
) => boolean;

/**
 * A user deleted, erased, deactivated, demoted or unlinked from an entity -> each of their share links whose
 * report they could no longer open is revoked, one `ReportShareRevoked` per link, by "system", with the
 * reason. The links are judged by the user as the read models hold them now (the public route's own check),
 * so a replay judges a user since given their access back as such. A replay finds the links it revoked
 * already revoked, and the decider then records nothing: the revocation happens once. Mails nothing.
 */
export function shareRevocationReactor(options: {
  readModels: ReadModels;
  commands: CommandHandler;
  creatorMayRead: CreatorMayRead;
}): Reactor {
  const { readModels, commands, creatorMayRead } = options;
  return {
    name: REACTOR_NAMES.shareRevocation,
    eventTypes: ACCESS_CHANGES,
    readModels: ['users', 'reportShares', 'inspections'],
    async react(recorded) {
      const event = { type: recorded.type, data: recorded.data } as AccessChange;
      const reason = reasonOf(event);
      if (!reason) return null;
      const userId = recorded.stream.slice('user-'.length);
      const links = await reportShareQueries(readModels).unrevokedOfCreator(userId);
      if (links.length === 0) return null;
      const creator = await userQueries(readModels).byId(userId);
      for (const link of links) {
        const inspection = await inspectionQueries(readModels).byId(link.inspectionId);
        if (inspection && creatorMayRead(creator, inspection)) continue;
        await commands.handle(
          reportShareDecider,
          reportShareStream(link._id),
          // The time of the change that caused it, so a replay would decide exactly the same event.
          { type: 'RevokeReportShareOfLostAccess', reason, at: occurredAt(recorded) },
          { actorId: SYSTEM_ACTOR, causationId: recorded.eventId, correlationId: correlationOf(recorded) },
        );
      }
      return null;
    },
  };
}

function reasonOf(event: AccessChange): ShareRevocationReason | null {
  switch (event.type) {
    case 'UserDeleted':
    case 'UserErased':
      return 'creatorDeleted';
    case 'UserRoleChanged':
      return event.data.role === 'deactivated' ? 'creatorDeactivated' : 'creatorRoleChanged';
    case 'UserUpdated': {
      const role = event.data.changes.role;
      if (!role) return null;
      return role === 'deactivated' ? 'creatorDeactivated' : 'creatorRoleChanged';
    }
    case 'UserUnlinkedFromHotel':
      return 'creatorUnlinked';
  }
}

const occurredAt = (recorded: RecordedEvent) => recorded.metadata.occurredAt ?? new Date(0).toISOString();
const correlationOf = (recorded: RecordedEvent) => recorded.metadata.correlationId ?? recorded.eventId;
