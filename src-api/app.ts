import type Router from '@koa/router';
import Koa from 'koa';
import { auditTrailVerificationRoutes } from './audit-trail-verification/routes.ts';
import { auditTrailRoutes } from './audit-trail/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { currentUser, type AuthState } from './auth/current-user.ts';
import { apiKeyCaller } from './auth/api-key-caller.ts';
import { actionPlanRoutes } from './follow-up/action-plan-routes.ts';
import { dashboardRoutes } from './dashboards/routes.ts';
import { followUpRoutes } from './follow-up/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { hotelRoutes } from './hotels/routes.ts';
import { inspectionTypeRoutes } from './inspection-types/routes.ts';
import { inspectionFileRoutes } from './inspections/file-routes.ts';
import { inspectionRoutes } from './inspections/routes.ts';
import { logoRoutes } from './organizations/logo-routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { sharedReportRateLimit } from './reports/shared-rate-limit.ts';
import { startRoutes } from './start/routes.ts';
import { statisticsRoutes } from './statistics/routes.ts';
import { IMPORT_JSON_LIMIT, IMPORT_PATH, questionImportRoutes } from './question-import/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { apiKeyRoutes } from './organizations/api-key-routes.ts';
import { userRoutes } from './users/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import { crossSiteGuard } from './http/cross-site-guard.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBodies } from './http/json-body.ts';
import { noStoreForApi } from './http/no-store.ts';
import { routerDispatch } from './http/router-dispatch.ts';
import { isUploadMiddleware } from './http/single-file-upload.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mailLogRoutes } from './mail-log/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import type { ApiServices } from './services.ts';
import { webRoutes } from './web/routes.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Every router of the API, in one list: the app mounts them, the authorization-matrix test enumerates them. */
export function buildRouters(services: ApiServices): Router[] {
  return [
    healthRoutes(services.projections),
    authRoutes(services),
    organizationRoutes(services),
    webhookRoutes(services),
    apiKeyRoutes(services),
    logoRoutes(services),
    hotelRoutes(services),
    userRoutes(services),
    // Before the catalogue: its POST /questions/:moduleTypeId would take "upload" for an id.
    questionImportRoutes(services),
    catalogueRoutes(services),
    inspectionTypeRoutes(services),
    // Before the inspections' `/api/inspections/:id`, which would take `action-plan` for an id.
    actionPlanRoutes(services),
    inspectionRoutes(services),
    inspectionFileRoutes(services),
    reportRoutes(services),
    followUpRoutes(services),
    statisticsRoutes(services),
    dashboardRoutes(services),
    startRoutes(services),
    auditTrailVerificationRoutes(services),
    auditTrailRoutes(services),
    mailLogRoutes(services),
    openApiRoutes(),
    webRoutes(),
  ];
}

/** The Koa application: headers, error shape, cross-site guard, body limits, who is asking, then the routers. */
export function createApp(services: ApiServices): Koa {
  const app = new Koa();
  app.proxy = services.config.trustProxy;
  // A client that goes away mid-answer (a closed tab) is not an error worth a line; anything else is logged.
  app.on('error', (error: Error & { code?: string }) => {
    if (
      error.code === 'ECONNRESET' ||
      error.code === 'EPIPE' ||
      /premature close|aborted/i.test(error.message)
    )
      return;
    services.log(`http: ${error.name}: ${error.message}`);
  });
  app.use(securityHeaders());
  app.use(noStoreForApi());
  app.use(errorHandler(services.log));
  app.use(sharedReportRateLimit(services.rateLimits));
  // PUBLIC_URL is read per request: a server started on port 0 learns its own address only once listening.
  app.use(crossSiteGuard(() => services.config.publicUrl));
  app.use(apiKeyCaller(services.readModels, services.rateLimits, services.apiKeyUses, services.clock));
  app.use(currentUser(services.signedIn));
  const routers = routerDispatch(buildRouters(services));
  // Upload routes read their multipart bodies themselves, after their role and tenant checks.
  const isUpload = (ctx: Koa.Context) =>
    routers.ownerOf(ctx)?.layers.some((layer) => layer.stack.some(isUploadMiddleware)) ?? false;
  // A question import carries a whole catalogue's worth of rows: a larger body, for a superUser only (the
  // user is known before any body is read). Everything else stays small.
  app.use(
    jsonBodies({
      limit: (ctx) =>
        ctx.path === IMPORT_PATH && (ctx.state as AuthState).user?.role === 'superUser'
          ? IMPORT_JSON_LIMIT
          : JSON_BODY_LIMIT,
      isUpload,
    }),
  );
  app.use(routers.middleware);
  return app;
}
