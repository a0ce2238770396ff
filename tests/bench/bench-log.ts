/**
 * The benches' long log, made one way: `events` events as 10,000 inspections (for a million) of a hundred
 * events each at 100 entities of 10 organizations, answered by 100 agents. Everything its inspections refer
 * to exists as events before them (the organizations, their entities, the agents and each entity's
 * inspection type), so every projection can read it, not only the audit trail.
 */
import { randomUUID } from 'node:crypto';
import { EMPTY_HOTEL } from '../../src-api/hotels/hotel-commands.ts';
import { DEFAULT_QUESTION_FIELDS } from '../../src-domain/catalogue/fields.ts';
import type { EventStore, NewEvent } from '../../src-domain/eventstore/types.ts';
import { systemClock } from '../../src-domain/shared/clock.ts';
import { hotelStream } from '../../src-domain/hotel/index.ts';
import { DEFAULT_INSPECTION_TYPE } from '../../src-domain/inspection-type/fields.ts';
import { inspectionTypeStream } from '../../src-domain/inspection-type/index.ts';
import { organizationStream } from '../../src-domain/organization/index.ts';

const PER_INSPECTION = 100;
const ORGANIZATIONS = 10;
const HOTELS_PER_ORGANIZATION = 10;
const AGENTS = 100;
const QUESTIONS = 10;
/** Appends in flight at once while filling: enough to batch the log's commits. */
const IN_FLIGHT = 200;

export interface BenchLog {
  organizations: string[];
  hotels: Array<{ id: string; org: string; typeId: string }>;
  /** Appends the whole log to `events`; resolves with its head position. */
  fill(events: EventStore): Promise<number>;
}

export function benchLog(total: number): BenchLog {
  const organizations = Array.from({ length: ORGANIZATIONS }, () => randomUUID());
  const hotels = organizations.flatMap((org) =>
    Array.from({ length: HOTELS_PER_ORGANIZATION }, () => ({ id: randomUUID(), org, typeId: randomUUID() })),
  );
  const agents = Array.from({ length: AGENTS }, (_, i) => ({
    id: randomUUID(),
    org: organizations[i % ORGANIZATIONS]!,
  }));
  const questions = Array.from({ length: QUESTIONS }, () => randomUUID());
  const moduleId = randomUUID();
  const moduleTypeId = randomUUID();
  const clusterId = randomUUID();
  const createdAt = systemClock.now().toISOString();
  const system = { actorId: 'system' };

  const setup: Array<{ stream: string; events: NewEvent[] }> = [
    ...organizations.map((organizationId, i) => ({
      stream: organizationStream(organizationId),
      events: [{ type: 'OrganizationCreated', data: { organizationId, name: `Group ${i}`, createdAt } }],
    })),
    ...hotels.map((hotel, i) => ({
      stream: hotelStream(hotel.id),
      events: [
        {
          type: 'HotelCreated',
          data: {
            ...EMPTY_HOTEL,
            hotelId: hotel.id,
            organizationId: hotel.org,
            name: `Hotel ${i}`,
            timeZone: 'Europe/Stockholm',
            createdAt,
          },
        },
      ],
    })),
    ...hotels.map((hotel) => ({
      stream: inspectionTypeStream(hotel.typeId),
      events: [
        {
          type: 'InspectionTypeCreated',
          data: {
            ...DEFAULT_INSPECTION_TYPE,
            name: 'Bench',
            allowUnansweredQuestions: true,
            inspectionTypeId: hotel.typeId,
            organizationId: hotel.org,
            hotelId: hotel.id,
            templateId: null,
            createdAt,
          },
        },
      ],
    })),
    ...agents.map((agent, i) => ({
      stream: `user-${agent.id}`,
      events: [
        {
          type: 'UserCreated',
          data: {
            userId: agent.id,
            organizationId: agent.org,
            name: `Agent ${i}`,
            email: `agent-${i}@bench.test`,
            role: 'user',
            agentCode: null,
            language: 'sv_SE',
            passwordCredentialId: null,
            hotelIds: hotels.filter((h) => h.org === agent.org).map((h) => h.id),
            createdAt,
          },
        },
      ],
    })),
  ].map((s) => ({ ...s, events: s.events.map((e) => ({ ...e, metadata: system })) }));

  /** An inspection's hundred events: its creation, then answers (scores and comments) by its entity's agent. */
  function inspectionEvents(n: number): { stream: string; events: NewEvent[] } {
    const id = randomUUID();
    const hotel = hotels[n % hotels.length]!;
    const agent = agents.find((a) => a.org === hotel.org)!;
    const at = systemClock.now().toISOString();
    const created: NewEvent = {
      type: 'InspectionCreated',
      data: {
        inspectionId: id,
        organizationId: hotel.org,
        hotelId: hotel.id,
        type: {
          inspectionTypeId: hotel.typeId,
          templateId: null,
          name: 'Bench',
          reportType: 'agentQ',
          allowUnansweredQuestions: true,
        },
        startDate: '2026-11-25',
        startHour: '09:00',
        userId: agent.id,
        createdBy: agent.id,
        descriptions: [],
        extraQuestions: [],
        shouldSendNotification: false,
        followUpToInspectionId: null,
        createdAt: at,
        modules: [
          {
            id: moduleId,
            name: 'Rum',
            names: { en_US: 'Room' },
            ordinal: 0,
            isMandatory: false,
            isDefaultNA: false,
            useTabs: false,
            moduleTypeId,
            area: '',
            clusters: [
              {
                id: clusterId,
                name: 'Badrum',
                names: {},
                ordinal: 0,
                commentPosition: 'bottom',
                questions: questions.map((q, i) => ({
                  ...DEFAULT_QUESTION_FIELDS,
                  id: q,
                  ordinal: i,
                  referenceNumber: `${i + 1}`,
                  content: { sv_SE: `Fråga ${i}`, en_US: `Question ${i}` },
                  information: {},
                })),
                contextQuestions: [],
              },
            ],
          },
        ],
      },
      metadata: { actorId: agent.id },
    };
    const answers: NewEvent[] = Array.from({ length: PER_INSPECTION - 1 }, (_, i) => ({
      type: i % 3 === 2 ? 'QuestionCommented' : 'QuestionScored',
      data:
        i % 3 === 2
          ? { by: agent.id, at, moduleId, questionId: questions[i % QUESTIONS], comment: `=Kommentar ${i}` }
          : { by: agent.id, at, moduleId, questionId: questions[i % QUESTIONS], score: i % 4 },
      metadata: { actorId: agent.id },
    }));
    return { stream: `inspection-${id}`, events: [created, ...answers] };
  }

  return {
    organizations,
    hotels,
    async fill(events) {
      for (const { stream, events: batch } of setup) await events.append(stream, batch);
      const setupEvents = setup.reduce((sum, s) => sum + s.events.length, 0);
      const inspections = Math.ceil(Math.max(0, total - setupEvents) / PER_INSPECTION);
      for (let done = 0; done < inspections; done += IN_FLIGHT)
        await Promise.all(
          Array.from({ length: Math.min(IN_FLIGHT, inspections - done) }, (_, k) => {
            const { stream, events: batch } = inspectionEvents(done + k);
            return events.append(stream, batch);
          }),
        );
      return events.headPosition();
    },
  };
}
