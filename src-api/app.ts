import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { ProjectionStatus } from '../src-projections/engine.ts';
import { healthRoutes } from './health/routes.ts';
import { errorHandler } from './http/error-handler.ts';

export interface ProjectionStatusSource {
  status(): Promise<ProjectionStatus[]> | ProjectionStatus[];
}

export interface AppDependencies {
  projections: ProjectionStatusSource;
  log?: (line: string) => void;
}

export const JSON_BODY_LIMIT = '1mb';

/** The Koa application: error shape, body limits, then one router per resource. */
export function createApp(deps: AppDependencies): Koa {
  const app = new Koa();
  app.proxy = false;
  app.use(errorHandler(deps.log));
  app.use(
    koaBody({
      jsonLimit: JSON_BODY_LIMIT,
      formLimit: JSON_BODY_LIMIT,
      textLimit: JSON_BODY_LIMIT,
      multipart: false,
    }),
  );
  for (const router of [healthRoutes(deps.projections)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
