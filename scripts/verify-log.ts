/**
 * npm run verify-log: walks the whole event log in order and checks every stream's hash chain. Prints one
 * verdict line; exits 1 when an event was edited, removed or reordered.
 */
import { ChainVerifier } from '../src-domain/eventstore/hash-chain.ts';
import { ConfigError, loadConfig } from '../src-server/config.ts';
import { StartupError, TOKENS, buildContainer } from '../src-server/container.ts';

try {
  const container = await buildContainer(loadConfig(), () => {});
  const events = container.get(TOKENS.events);
  const verifier = new ChainVerifier();
  let after = 0;
  for (;;) {
    const page = await events.readAll({ after, limit: 5000 });
    if (page.length === 0) break;
    for (const event of page) if (verifier.add(event)) break;
    after = page[page.length - 1]!.position;
  }
  const verdict = verifier.verdict();
  await events.close();
  await container.get(TOKENS.readStore).close();
  if (verdict.ok) {
    console.log(`Event log intact: ${verdict.events} events, every stream's hash chain verifies`);
  } else {
    console.log(
      `Event log TAMPERED: ${verdict.stream} version ${verdict.version} (event ${verdict.eventId}) fails its ${verdict.reason} check`,
    );
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
