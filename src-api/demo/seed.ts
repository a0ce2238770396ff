import { randomUUID } from 'node:crypto';
import { hotelDecider, hotelStream } from '../../src-domain/hotel/index.ts';
import { organizationDecider, organizationStream } from '../../src-domain/organization/index.ts';
import type { Role } from '../../src-domain/shared/roles.ts';
import type { CommandHandler } from '../../src-domain/store/command-handler.ts';
import type { EventStore } from '../../src-domain/store/types.ts';
import { createUser } from '../users/create-user.ts';

export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_SIGN_INS: Array<{ email: string; role: Role; name: string }> = [
  { email: 'super@demo.test', role: 'superUser', name: 'Sara Super' },
  { email: 'company@demo.test', role: 'companyAdmin', name: 'Carl Company' },
  { email: 'hotel@demo.test', role: 'hotelAdmin', name: 'Hanna Hotel' },
  { email: 'agent@demo.test', role: 'user', name: 'Anders Agent' },
  { email: 'deactivated@demo.test', role: 'deactivated', name: 'Dora Deactivated' },
];

/**
 * Demo data for an empty log outside production, made through the normal commands so it is events like any
 * other change: the organization "Demo Hotels", two hotels, and one user per role. Returns the last position.
 */
export async function seedDemoData(events: EventStore, commands: CommandHandler): Promise<number | null> {
  if ((await events.headPosition()) > 0) return null;
  const now = new Date().toISOString();
  const organizationId = randomUUID();
  await commands.handle(organizationDecider, organizationStream(organizationId), {
    type: 'CreateOrganization',
    organizationId,
    name: 'Demo Hotels',
    now,
  });
  const hotels = [
    { name: 'Hotel Solvik', address: 'Strandvägen 12, 114 56 Stockholm' },
    { name: 'Hotel Fjällbacka', address: 'Storgatan 3, 450 71 Fjällbacka' },
  ];
  const hotelIds: string[] = [];
  for (const hotel of hotels) {
    const hotelId = randomUUID();
    hotelIds.push(hotelId);
    await commands.handle(hotelDecider, hotelStream(hotelId), {
      type: 'CreateHotel',
      hotelId,
      organizationId,
      now,
      ...hotel,
    });
  }
  let position = 0;
  for (const [index, demo] of DEMO_SIGN_INS.entries()) {
    const created = await createUser(commands, {
      ...demo,
      organizationId: demo.role === 'superUser' ? null : organizationId,
      hotelIds: demo.role === 'hotelAdmin' ? [hotelIds[0]!] : demo.role === 'superUser' ? [] : hotelIds,
      agentCode: demo.role === 'user' ? `A-${100 + index}` : null,
      password: DEMO_PASSWORD,
    });
    position = created.position;
  }
  return position;
}
