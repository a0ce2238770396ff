import { randomUUID } from 'node:crypto';
import {
  dashboardDecider,
  dashboardStream,
  defaultDashboardSettings,
} from '../../src-domain/dashboard/index.ts';
import type { Clock } from '../../src-domain/shared/clock.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import type { Locale } from '../../src-domain/shared/locales.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { EventStore } from '../../src-domain/eventstore/types.ts';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import { createUser, type UserWriters } from '../../src-api/users/create-user.ts';
import { inspectionTypeQueries } from '../../src-projections/inspection-types/queries.ts';
import { moduleTypeQueries } from '../../src-projections/module-types/queries.ts';
import type { ReadModels } from '../../src-projections/read-models.ts';
import type { FileStore } from '../../src-api/files/file-store.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import type { FollowUpServices } from '../../src-api/follow-up/create-follow-up.ts';
import { seedActionPlan } from './seed-action-plan.ts';
import { seedInspections } from './seed-inspections.ts';
import { seedSafeQHistory } from './seed-safeq.ts';

export const DEMO_PASSWORD = 'demo-password-2026';

interface DemoUser {
  email: string;
  role: Role;
  name: string;
  /** Indexes into the organization's hotels; omitted: all of them. */
  hotels?: number[];
  language?: Locale;
}

interface DemoOrganization {
  name: string;
  hotels: Array<{ name: string; address: string; dashboardEnabled?: boolean }>;
  users: DemoUser[];
}

/** Demo Hotels is the organization the sign-ins of the README use; Nordic Stays shows tenant isolation. */
export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Demo Hotels',
    hotels: [
      // Its wall dashboard is on, so a fresh start shows one (seedDemoDashboard).
      { name: 'Hotel Solvik', address: 'Strandvägen 12, 114 56 Stockholm', dashboardEnabled: true },
      { name: 'Hotel Fjällbacka', address: 'Storgatan 3, 450 71 Fjällbacka' },
    ],
    users: [
      { email: 'company@demo.test', role: 'companyAdmin', name: 'Carl Company' },
      { email: 'hotel@demo.test', role: 'hotelAdmin', name: 'Hanna Hotel', hotels: [0] },
      { email: 'agent@demo.test', role: 'user', name: 'Anders Agent' },
      { email: 'deactivated@demo.test', role: 'deactivated', name: 'Dora Deactivated' },
    ],
  },
  {
    name: 'Nordic Stays',
    hotels: [
      { name: 'Nordic Stays Bryggen', address: 'Bryggen 5, 5003 Bergen' },
      { name: 'Nordic Stays Aarhus Havn', address: 'Havnegade 20, 8000 Aarhus' },
    ],
    users: [
      { email: 'nordic-company@demo.test', role: 'companyAdmin', name: 'Nora Nordic', language: 'nb_NO' },
      {
        email: 'nordic-hotel@demo.test',
        role: 'hotelAdmin',
        name: 'Henrik Havn',
        hotels: [1],
        language: 'da_DK',
      },
      { email: 'nordic-agent@demo.test', role: 'user', name: 'Ola Agent', language: 'nb_NO' },
    ],
  },
];

const SUPER_USER: DemoUser = { email: 'super@demo.test', role: 'superUser', name: 'Sara Super' };

export const DEMO_SIGN_INS: Array<{ email: string; role: Role; organization: string }> = [
  { email: SUPER_USER.email, role: SUPER_USER.role, organization: '—' },
  ...DEMO_ORGANIZATIONS.flatMap((o) =>
    o.users.map((u) => ({ email: u.email, role: u.role, organization: o.name })),
  ),
];

/** Demo data is made by the system, with a superUser's rights. */
const SYSTEM = { id: 'system', role: 'superUser' as const };

/**
 * Demo data for an empty log outside production, made through the normal commands so it is events like any
 * other change. Returns the last position written, or null when the log was not empty.
 */
export async function seedDemoData(
  events: EventStore,
  writers: UserWriters,
  reads: { readModels: ReadModels; waitFor: (position: number) => Promise<unknown>; clock: Clock },
  files: FileStore,
  followUps: FollowUpServices,
): Promise<number | null> {
  if ((await events.headPosition()) > 0) return null;
  const { commands } = writers;
  let position = (
    await createUser(
      writers,
      { ...SUPER_USER, organizationId: null, password: DEMO_PASSWORD },
      reads.clock.now(),
    )
  ).position;
  const seeded: Array<{ organizationId: string; hotelIds: string[] }> = [];
  const staff: Array<{ hotelId: string; organizationId: string; agentId: string; adminId: string }> = [];
  let demoHotelAdminId = '';
  for (const organization of DEMO_ORGANIZATIONS) {
    const organizationId = randomUUID();
    await commands.handle(
      organizationDecider,
      organizationStream(organizationId),
      {
        type: 'CreateOrganization',
        organizationId,
        name: organization.name,
        now: reads.clock.now().toISOString(),
      },
      { actorId: SYSTEM.id },
    );
    const hotelIds: string[] = [];
    for (const hotel of organization.hotels) {
      hotelIds.push(
        (await createHotel(commands, SYSTEM, organizationId, { ...EMPTY_HOTEL, ...hotel }, reads.clock.now()))
          .hotelId,
      );
    }
    const ids: Partial<Record<Role, string>> = {};
    for (const [index, user] of organization.users.entries()) {
      const created = await createUser(
        writers,
        {
          ...user,
          organizationId,
          hotelIds: user.hotels ? user.hotels.map((i) => hotelIds[i]!) : hotelIds,
          agentCode: `${user.role === 'user' ? 'A' : 'S'}-${100 + index}`,
          password: DEMO_PASSWORD,
          actorId: SYSTEM.id,
        },
        reads.clock.now(),
      );
      position = created.position;
      ids[user.role] ??= created.userId;
    }
    seeded.push({ organizationId, hotelIds });
    if (seeded.length === 1) demoHotelAdminId = ids.hotelAdmin!;
    for (const hotelId of hotelIds)
      staff.push({ hotelId, organizationId, agentId: ids.user!, adminId: ids.companyAdmin! });
  }
  // Inspections copy the catalogue as the read models have it: wait for it first.
  await reads.waitFor(Math.max(position, await seedCatalogue(commands, seeded, reads.clock.now())));
  const catalogue = {
    types: await inspectionTypeQueries(reads.readModels).all(),
    moduleTypes: await moduleTypeQueries(reads.readModels).all(),
  };
  const now = reads.clock.now();
  const [inspections, rounds] = await Promise.all([
    seedInspections(commands, staff, catalogue, files, now),
    seedSafeQHistory(commands, staff, catalogue, now),
  ]);
  const dashboard = await seedDemoDashboard(commands, seeded[0]!, now);
  // The action loop after approval at the first demo entity (Hotel Solvik), where its hotelAdmin works.
  await reads.waitFor(inspections.position);
  const solvik = staff[0]!;
  const plan = await seedActionPlan(followUps, files, inspections.lastApproved.get(solvik.hotelId)!, {
    reviewer: { id: solvik.adminId, role: 'companyAdmin' },
    hotelAdminId: demoHotelAdminId,
    agentId: solvik.agentId,
  });
  return Math.max(inspections.position, rounds, dashboard, plan);
}

/** One wall dashboard of the first demo entity, showing its figures in Swedish and English by turns. */
async function seedDemoDashboard(
  commands: UserWriters['commands'],
  { organizationId, hotelIds }: { organizationId: string; hotelIds: string[] },
  now: Date,
): Promise<number> {
  const dashboardId = randomUUID();
  const made = await commands.handle(
    dashboardDecider,
    dashboardStream(dashboardId),
    {
      type: 'CreateDashboard',
      actorRole: SYSTEM.role,
      dashboardId,
      hotelId: hotelIds[0]!,
      organizationId,
      uuid: randomUUID(),
      settings: {
        ...defaultDashboardSettings('sv_SE'),
        name: 'Lobby',
        friendlyName: 'Hotel Solvik',
        backgroundColor: '0F172A',
        textColor: 'F8FAFC',
        language: 'sv_SE,en_GB',
        rotateLanguages: true,
        languageRotationInterval: 15,
      },
      by: SYSTEM.id,
      at: now.toISOString(),
    },
    { actorId: SYSTEM.id },
  );
  return made.position;
}
