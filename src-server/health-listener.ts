import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { healthRoutes } from '../src-api/health/routes.ts';
import type { HealthReport } from '../src-projections/checkpoint-health.ts';
import { type HttpDrain, drainOnStop } from './http-drain.ts';

/**
 * The health routes alone, for a process that runs no api role (projections, jobs): an orchestrator checks
 * it is live and ready as it checks the api. Nothing else is served on this port.
 */
export async function listenForHealth(
  port: number,
  projections: { health(): Promise<HealthReport> },
): Promise<{ server: Server; port: number; drain: HttpDrain }> {
  const app = new Koa();
  app.use(healthRoutes(projections).routes());
  const server = createServer(app.callback());
  const drain = drainOnStop(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port, drain };
}
