import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { createAccessTokenSigner } from './features/auth/access-tokens';
import {
  resolvePersonalDataKey,
  resolveSigningSecret,
  systemValueStore,
} from './features/auth/signing-secret';
import { createChangeEventHub } from './features/events/change-event-hub';
import { serverFeatures } from './features/feature-list';
import { createGeocoder } from './features/geocoding/geocoder';
import { findActor } from './http/actor.repository';
import { createActorCache } from './http/actor-cache';
import { answerClientError } from './http/client-error';
import { installErrorHandler } from './http/error-handler';
import { personalDataLogRedaction } from './http/log-redaction';
import type { RouteDependencies } from './http/register-contract';
import { installResponseCompression } from './http/response-compression';
import { installResponseHeaders } from './http/response-headers';
import type { FeatureContext, ServerFeature } from './http/server-feature';
import { fastifyTrustProxy } from './http/trust-proxy';
import { installNotFoundAnswer, registerWebApp } from './http/web-app';
import { type Clock, systemClock } from './lib/clock';
import { createCertificateSealer } from './lib/pdf-seal/certificate-sealer';
import { resolveSealingCertificate } from './lib/pdf-seal/sealing-certificate';
import { createPersonalDataCipher } from './lib/personal-data-cipher';

/** A registered route and the success status it declares (200 unless its contract says otherwise). */
export type RegisteredRoute = { method: string | string[]; url: string; successStatus: number };

export type AppOptions = {
  config: Config;
  connection: DatabaseConnection;
  clock?: Clock;
  /** Collects every route as it is registered (the access-matrix test uses it). */
  onRoute?: (route: RegisteredRoute) => void;
  /** The features to register; the feature list unless a test adds a throwaway one. */
  features?: readonly ServerFeature[];
  /** Where log lines go instead of stdout (a test reads them to prove no personal data is logged). */
  logStream?: { write(line: string): void };
};

/** Builds the HTTP app without listening, so tests can call it with `inject`. */
export async function buildApp({
  config,
  connection,
  clock = systemClock,
  onRoute,
  features = serverFeatures,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: personalDataLogRedaction,
            ...(logStream ? { stream: logStream } : {}),
          },
    // Forwarded client addresses only from the proxies TRUST_PROXY names (off by default): anyone else
    // could pick the address their rate limits count against.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Request lines are not logged: URLs can carry one-time sign-in tokens.
    logController: new LogController({ disableRequestLogging: true }),
    // Headers too large (431) and malformed requests answer with the app's error body too.
    clientErrorHandler: answerClientError,
  });
  if (onRoute) {
    app.addHook('onRoute', (route) =>
      onRoute({ method: route.method, url: route.url, successStatus: route.config?.successStatus ?? 200 }),
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installResponseHeaders(app);

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
    // Sent by response-headers.ts, only over HTTPS.
    strictTransportSecurity: false,
  });
  // No global limit: routes name their own limits, counted in a preHandler (http/route-rate-limits.ts).
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
  // Before the routes: it hooks each route as it is added.
  await installResponseCompression(app);
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
    actors: createActorCache((userId, sessionId) => findActor(db, userId, sessionId)),
  };
  const personalData = createPersonalDataCipher(await resolvePersonalDataKey(db, config.personalDataKey));
  // Before any route: a configured certificate that does not open stops the start (decision 0046).
  const sealingCertificate = await resolveSealingCertificate({
    configured: config.signingCertificate,
    store: systemValueStore(db),
    cipher: personalData,
    now: clock.now(),
  });
  const context: FeatureContext = {
    config,
    db,
    clock,
    signer,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    // Offline by default; HTTP first when GEOCODER_URL is set (decision 0007).
    geocoder: createGeocoder({
      url: config.geocoder.url,
      onHttpFailure: (error) => app.log.warn({ err: error }, 'HTTP geocoder failed, offline one used'),
    }),
    // One LISTEN per process, started on the first event stream.
    changeEvents: createChangeEventHub(connection),
    personalData,
    documentSealer: createCertificateSealer(sealingCertificate),
  };
  for (const feature of features) {
    feature.register(app, dependencies, context);
  }

  const hasWebApp = await registerWebApp(app, config.webDistDir);
  installNotFoundAnswer(app, hasWebApp);
  return app;
}
