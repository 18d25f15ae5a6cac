import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccessTokenSigner } from '../features/auth/access-tokens';
import type { ChangeEventHub } from '../features/events/change-event-hub';
import type { Geocoder } from '../features/geocoding/geocoder';
import type { Clock } from '../lib/clock';
import type { DocumentSealer } from '../lib/pdf-seal/document-sealer';
import type { PersonalDataCipher } from '../lib/personal-data-cipher';
import type { RouteDependencies } from './register-contract';

/**
 * What app.ts builds once and hands to every feature: the database, the clock, the token signer, the
 * portal's public origin, and the adapters chosen from the configuration. A feature builds its own
 * service from these, so adding one does not edit app.ts.
 */
export type FeatureContext = {
  config: Config;
  db: Database;
  clock: Clock;
  signer: AccessTokenSigner;
  /** Origin that links in mails and messages point to, e.g. https://portal.example.fi */
  publicUrl: string;
  geocoder: Geocoder;
  changeEvents: ChangeEventHub;
  /** Seals and opens identity codes and bank accounts (issue 14 §3). */
  personalData: PersonalDataCipher;
  /** Seals finished documents (signed contracts, issued temporary contracts) with the platform's certificate (decision 0046). */
  documentSealer: DocumentSealer;
};

/**
 * A server feature's registration (`<feature>.feature.ts`), collected by `features/feature-list.ts`.
 * Its access-matrix rows live next to it in `<feature>.access-rows.ts` (test code, collected by
 * `testing/access-rows-list.ts`), so production never loads test fixtures.
 */
export type ServerFeature = {
  /** The feature's folder name under `features/`. */
  name: string;
  /** Builds the feature's service and registers its routes. */
  register(app: FastifyInstance, dependencies: RouteDependencies, context: FeatureContext): void;
};
