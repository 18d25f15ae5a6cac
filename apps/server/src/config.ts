import path from 'node:path';
import { z } from 'zod';
import { type TrustProxy, trustProxySchema } from './http/trust-proxy';

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  // Where received files (document request answers) are kept; PGlite: DATA_DIR/files (decision 0045).
  FILES_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  SEED_DEMO: optional(booleanFlag),
  JWT_SECRET: optional(z.string().min(32)),
  // 32 bytes, base64: the key that encrypts identity codes and bank accounts at rest (decision 0042).
  PERSONAL_DATA_KEY: optional(
    z.base64().refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64'),
  ),
  // The certificate that seals signed documents (decision 0046): a .p12 in base64 and its passphrase;
  // unset: a self-signed one generated on first start and kept with the instance's values.
  SIGNING_CERTIFICATE_P12: optional(z.base64()),
  SIGNING_CERTIFICATE_PASSPHRASE: optional(z.string()),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  APP_VERSION: optional(z.string().min(1)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string().min(3)),
  SMS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/ })),
  SMS_GATEWAY_TOKEN: optional(z.string().min(1)),
  SMS_SENDER: optional(z.string().min(1).max(11)),
  // A search URL with a {query} placeholder (Nominatim or Digitransit/Pelias style); unset: offline geocoder.
  GEOCODER_URL: optional(
    z.url({ protocol: /^https?$/ }).refine((url) => url.includes('{query}'), 'must contain {query}'),
  ),
  ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(5).max(86_400)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  WEB_DIST_DIR: optional(z.string().min(1)),
  TRUST_PROXY: optional(trustProxySchema),
  // Whether the Incomes Register files are production deliveries (decision 0044); the payer's own
  // details are the organization's (seller details).
  IR_PRODUCTION: optional(booleanFlag),
});

export type Config = {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  seedDemo: boolean;
  /** The local file storage's folder (lib/file-storage.ts). */
  files: { dir: string };
  jwtSecret: string | null;
  personalDataKey: string | null;
  /** The configured sealing certificate (lib/pdf-seal/sealing-certificate.ts); null: the generated one. */
  signingCertificate: { p12: string; passphrase: string } | null;
  publicUrl: string | null;
  appVersion: string | null;
  mail: { smtpUrl: string | null; from: string };
  sms: { gatewayUrl: string | null; token: string | null; sender: string };
  geocoder: { url: string | null };
  accessTokenTtlSeconds: number;
  logLevel: string;
  webDistDir: string;
  /** Off unless configured: forwarded headers from anyone else are ignored (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * The deployment's Incomes Register setting: whether the files are production deliveries (test ones
   * unless set). The payer's pension insurance and contact person are each organization's (decision 0044).
   */
  incomesRegister: {
    production: boolean;
  };
};

/** Thrown when the environment is wrong; the message names each bad variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment once at start. A bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command,
  // so `DATA_DIR=./data npm start` means ./data next to the user, as they would expect.
  const userCwd = env.INIT_CWD ?? process.cwd();
  return {
    port: values.PORT ?? 3000,
    host: values.HOST ?? '0.0.0.0',
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(userCwd, values.DATA_DIR ?? 'data') },
    files: {
      dir: path.resolve(
        userCwd,
        values.FILES_DIR ?? (values.DATABASE_URL ? 'files' : path.join(values.DATA_DIR ?? 'data', 'files')),
      ),
    },
    // Embedded mode seeds demo data on first start; PostgreSQL only when asked.
    seedDemo: values.SEED_DEMO ?? !values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? null,
    personalDataKey: values.PERSONAL_DATA_KEY ?? null,
    signingCertificate: values.SIGNING_CERTIFICATE_P12
      ? { p12: values.SIGNING_CERTIFICATE_P12, passphrase: values.SIGNING_CERTIFICATE_PASSPHRASE ?? '' }
      : null,
    publicUrl: values.PUBLIC_URL ?? null,
    appVersion: values.APP_VERSION ?? null,
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM ?? 'Portal <no-reply@portal.example>' },
    sms: {
      gatewayUrl: values.SMS_GATEWAY_URL ?? null,
      token: values.SMS_GATEWAY_TOKEN ?? null,
      sender: values.SMS_SENDER ?? 'Portal',
    },
    geocoder: { url: values.GEOCODER_URL ?? null },
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS ?? 900,
    logLevel: values.LOG_LEVEL ?? 'info',
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(userCwd, values.WEB_DIST_DIR)
      : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: values.TRUST_PROXY ?? false,
    incomesRegister: {
      production: values.IR_PRODUCTION ?? false,
    },
  };
}
