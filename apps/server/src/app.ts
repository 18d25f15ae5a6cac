import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { registerAccountsRoutes } from './features/accounts/accounts.routes';
import { createAccountsService } from './features/accounts/accounts.service';
import { registerActionCenterRoutes } from './features/action-center/action-center.routes';
import { createActionCenterService } from './features/action-center/action-center.service';
import { registerAreaGroupsRoutes } from './features/area-groups/area-groups.routes';
import { createAreaGroupsService } from './features/area-groups/area-groups.service';
import { registerAreasRoutes } from './features/areas/areas.routes';
import { createAreasService } from './features/areas/areas.service';
import { createAccessTokenSigner } from './features/auth/access-tokens';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { resolveSigningSecret } from './features/auth/signing-secret';
import { registerConfirmationsRoutes } from './features/confirmations/confirmations.routes';
import { createConfirmationsService } from './features/confirmations/confirmations.service';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes';
import { createDashboardService } from './features/dashboard/dashboard.service';
import { registerDocumentsRoutes } from './features/documents/documents.routes';
import { registerEmployeeSearchRoutes } from './features/employee-search/employee-search.routes';
import { createEmployeeSearchService } from './features/employee-search/employee-search.service';
import { createChangeEventHub } from './features/events/change-event-hub';
import { registerEventsRoutes } from './features/events/events.routes';
import { createGeocoder } from './features/geocoding/geocoder';
import { registerGeocodingRoutes } from './features/geocoding/geocoding.routes';
import { createGeocodingService } from './features/geocoding/geocoding.service';
import { registerGigsRoutes } from './features/gigs/gigs.routes';
import { createGigsService } from './features/gigs/gigs.service';
import { registerMeRoutes } from './features/me/me.routes';
import { createMeService } from './features/me/me.service';
import { registerOutboxRoutes } from './features/outbox/outbox.routes';
import { createOutboxService } from './features/outbox/outbox.service';
import { registerPersonnelRoutes } from './features/personnel/personnel.routes';
import { createPersonnelService } from './features/personnel/personnel.service';
import { registerPoolsRoutes } from './features/pools/pools.routes';
import { createPoolsService } from './features/pools/pools.service';
import { registerShiftInvitationsRoutes } from './features/shift-invitations/shift-invitations.routes';
import { createShiftInvitationsService } from './features/shift-invitations/shift-invitations.service';
import { registerShiftPlanningRoutes } from './features/shift-planning/shift-planning.routes';
import { createShiftPlanningService } from './features/shift-planning/shift-planning.service';
import { registerShiftsRoutes } from './features/shifts/shifts.routes';
import { createShiftsService } from './features/shifts/shifts.service';
import { registerSystemRoutes } from './features/system/system.routes';
import { createVersionSource } from './features/system/version-source';
import { registerTemporaryContractsRoutes } from './features/temporary-contracts/temporary-contracts.routes';
import { createTemporaryContractsService } from './features/temporary-contracts/temporary-contracts.service';
import { registerWorkerBlocksRoutes } from './features/worker-blocks/worker-blocks.routes';
import { createWorkerBlocksService } from './features/worker-blocks/worker-blocks.service';
import { registerWorkerMessagesRoutes } from './features/worker-messages/worker-messages.routes';
import { createWorkerMessagesService } from './features/worker-messages/worker-messages.service';
import { findActor } from './http/actor.repository';
import { createActorCache } from './http/actor-cache';
import { installErrorHandler } from './http/error-handler';
import type { RouteDependencies } from './http/register-contract';
import { registerWebApp, sendIndexHtml } from './http/web-app';
import { type Clock, systemClock } from './lib/clock';

export type AppOptions = {
  config: Config;
  connection: DatabaseConnection;
  clock?: Clock;
  /** Collects every route as it is registered (the access-matrix test uses it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** Builds the HTTP app without listening, so tests can call it with `inject`. */
export async function buildApp({
  config,
  connection,
  clock = systemClock,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    // Request lines are not logged: URLs can carry one-time sign-in tokens.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (onRoute) {
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and swagger-ui set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
      },
    },
  });
  // preHandler: the key of the sign-in limits includes the e-mail, so the body must be parsed first.
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Care staffing portal API', version: '1' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const db = connection.db;
  const signer = createAccessTokenSigner(
    await resolveSigningSecret(db, config.jwtSecret),
    config.accessTokenTtlSeconds,
    clock,
  );
  // Each request reads who its user is; a screen's burst of requests shares one lookup (actor-cache.ts).
  const dependencies: RouteDependencies = {
    db,
    signer,
    actors: createActorCache((userId) => findActor(db, userId)),
  };
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;

  const auth = createAuthService({ db, signer, clock, publicUrl });
  registerSystemRoutes(app, dependencies, createVersionSource(config.webDistDir));
  registerAuthRoutes(app, dependencies, auth);
  registerMeRoutes(app, dependencies, createMeService({ db, clock, startSession: auth.startSession }));
  registerAccountsRoutes(app, dependencies, createAccountsService({ db, clock }));
  registerDashboardRoutes(app, dependencies, createDashboardService({ db, clock }));
  // Work areas, geocoding (offline default; HTTP first when GEOCODER_URL is set) and area groups.
  registerAreasRoutes(app, dependencies, createAreasService({ db, clock }));
  const geocoder = createGeocoder({
    url: config.geocoder.url,
    onHttpFailure: (error) => app.log.warn({ err: error }, 'HTTP geocoder failed, offline one used'),
  });
  registerGeocodingRoutes(app, dependencies, createGeocodingService({ geocoder }));
  registerAreaGroupsRoutes(app, dependencies, createAreaGroupsService({ db, clock }));
  registerPoolsRoutes(app, dependencies, createPoolsService({ db, clock }));
  // Outbox view and live updates (SSE over LISTEN/NOTIFY).
  registerOutboxRoutes(app, dependencies, createOutboxService({ db }));
  // HR: personnel (workers).
  registerPersonnelRoutes(app, dependencies, createPersonnelService({ db, clock }));
  // HR worker actions: blocks, temporary contracts (+ their PDF documents), messages, employee search.
  registerWorkerBlocksRoutes(app, dependencies, createWorkerBlocksService({ db, clock }));
  registerTemporaryContractsRoutes(app, dependencies, createTemporaryContractsService({ db, clock }));
  registerDocumentsRoutes(app, dependencies);
  registerWorkerMessagesRoutes(app, dependencies, createWorkerMessagesService({ db }));
  registerEmployeeSearchRoutes(app, dependencies, createEmployeeSearchService({ db }));
  // Gigs (orders): list, create and edit with their shifts, publish, approve, split, delete, templates.
  registerGigsRoutes(app, dependencies, createGigsService({ db, clock }));
  // Single shifts: calendar, detail, assignment, reservations, cancelling a booking, boost, edits.
  registerShiftsRoutes(app, dependencies, createShiftsService({ db, clock }));
  // Shift invitations: staff send a signed link; the worker answers on a public page without signing in.
  registerShiftInvitationsRoutes(app, dependencies, createShiftInvitationsService({ db, clock, publicUrl }));
  // Confirmations (confirmed and verified shifts) and shift planning (fill rates by area and week): read only.
  registerConfirmationsRoutes(app, dependencies, createConfirmationsService({ db }));
  registerShiftPlanningRoutes(app, dependencies, createShiftPlanningService({ db, clock }));
  // Action center: the tabs, completion and verification of shifts, inspection mail, the menu badge.
  registerActionCenterRoutes(app, dependencies, createActionCenterService({ db, clock, publicUrl }));
  registerEventsRoutes(app, dependencies, {
    hub: createChangeEventHub(connection),
    maxStreamSeconds: config.accessTokenTtlSeconds,
  });

  const hasWebApp = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (isPage && hasWebApp) {
      return sendIndexHtml(reply);
    }
    return reply.code(404).send({ code: 'ROUTE_NOT_FOUND' });
  });
  return app;
}
