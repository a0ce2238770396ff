import { describe, it } from 'vitest';
import { GenericContainer, Wait } from 'testcontainers';
import { EventStoreDbEventStore } from '../../src-domain/eventstore/adapters/eventstoredb.ts';
import { containerRuntimeMissing } from '../support/container-runtime.ts';
import { eventStoreContract } from './event-store.contract.ts';

const configuredUrl = process.env.EVENTSTORE_URL;
const skipReason = configuredUrl ? null : await containerRuntimeMissing();

if (skipReason) {
  console.log(`SKIPPED event store contract: EventStoreDB — ${skipReason} and EVENTSTORE_URL is not set`);
  describe.skip('event store contract: EventStoreDB', () => it('needs EventStoreDB', () => {}));
} else {
  eventStoreContract('EventStoreDB', async () => {
    if (configuredUrl) {
      const store = new EventStoreDbEventStore(configuredUrl, 100);
      return {
        store,
        refusesEventIdReuseAcrossStreams: false,
        connect: () => new EventStoreDbEventStore(configuredUrl, 100),
        close: () => store.close(),
      };
    }
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    const url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    const store = new EventStoreDbEventStore(url, 100);
    return {
      store,
      refusesEventIdReuseAcrossStreams: false,
      connect: () => new EventStoreDbEventStore(url, 100),
      close: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
}
