import { TOKENS } from '../../src-api/container.ts';
import { EMPTY_HOTEL, createHotel } from '../../src-api/hotels/hotel-commands.ts';
import { createUser } from '../../src-api/users/create-user.ts';
import {
  DEFAULT_INSPECTION_TYPE,
  inspectionTypeDecider,
  inspectionTypeStream,
} from '../../src-domain/inspection-type/index.ts';
import type { HotelDocument } from '../../src-projections/hotels/projection.ts';
import type { OrganizationDocument } from '../../src-projections/organizations/projection.ts';
import type { UserDocument } from '../../src-projections/users/projection.ts';
import { readModelsOf, type TestServer } from './test-server.ts';

/** Ids of the demo data, and throwaway records for rows that delete. */
export async function demoFixtures(server: TestServer) {
  const models = readModelsOf(server);
  const organizations = await models.collection<OrganizationDocument>('organizations').find({});
  const hotels = await models.collection<HotelDocument>('hotels').find({});
  const users = await models.collection<UserDocument>('users').find({});
  const org = (name: string) => organizations.find((o) => o.name === name)!._id;
  const hotel = (name: string) => hotels.find((h) => h.name === name)!._id;
  const user = (email: string) => users.find((u) => u.email === email)!._id;
  const commands = server.runtime.container.get(TOKENS.commands);
  const engine = server.runtime.container.get(TOKENS.engine);
  const system = { id: 'system', role: 'superUser' as const };
  let counter = 0;
  /** Inspection types are made through their commands until the catalogue has routes of its own. */
  const inspectionType = async (organizationId: string, hotelId: string | null, name: string) => {
    const id = crypto.randomUUID();
    const result = await commands.handle(inspectionTypeDecider, inspectionTypeStream(id), {
      type: 'CreateInspectionType',
      actorRole: 'superUser',
      inspectionTypeId: id,
      organizationId,
      hotelId,
      fields: { ...DEFAULT_INSPECTION_TYPE, name },
      template: null,
      moduleIds: {},
      now: new Date().toISOString(),
    });
    await engine.waitFor(result.position);
    return id;
  };
  const solvikType = await inspectionType(org('Demo Hotels'), hotel('Hotel Solvik'), 'Solvik mystery guest');
  const demoOrgType = await inspectionType(org('Demo Hotels'), null, 'Demo brand audit');
  const nordicType = await inspectionType(
    org('Nordic Stays'),
    hotel('Nordic Stays Bryggen'),
    'Bryggen daily Safe Q',
  );
  return {
    solvikType,
    demoOrgType,
    nordicType,
    demoOrg: org('Demo Hotels'),
    nordicOrg: org('Nordic Stays'),
    solvik: hotel('Hotel Solvik'),
    fjallbacka: hotel('Hotel Fjällbacka'),
    bryggen: hotel('Nordic Stays Bryggen'),
    demoAgent: user('agent@demo.test'),
    nordicAgent: user('nordic-agent@demo.test'),
    async throwawayHotel(organization: 'demo' | 'nordic' = 'demo') {
      const created = await createHotel(
        commands,
        system,
        organization === 'demo' ? org('Demo Hotels') : org('Nordic Stays'),
        {
          ...EMPTY_HOTEL,
          name: `Throwaway ${Date.now()}-${counter++}`,
        },
      );
      await engine.waitFor(created.position);
      return created.hotelId;
    },
    async throwawayUser(organization: 'demo' | 'nordic' = 'demo') {
      const demo = organization === 'demo';
      const created = await createUser(commands, {
        name: 'Throwaway',
        email: `throwaway-${Date.now()}-${counter++}@demo.test`,
        role: 'user',
        organizationId: demo ? org('Demo Hotels') : org('Nordic Stays'),
        hotelIds: demo ? [hotel('Hotel Solvik'), hotel('Hotel Fjällbacka')] : [hotel('Nordic Stays Bryggen')],
        password: null,
      });
      await engine.waitFor(created.position);
      return created.userId;
    },
  };
}

export type Fixtures = Awaited<ReturnType<typeof demoFixtures>>;
