import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './db/seed/demo-seed';
import { demoPassword, demoUsers, germanDemoUsers } from './db/seed/demo-users';
import { resolvePersonalDataKey } from './features/auth/signing-secret';
import { startJobs } from './jobs/start-jobs';
import { createPersonalDataCipher } from './lib/personal-data-cipher';

/** Starts the portal: configuration, database (migrated, seeded on first start), HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await openDatabase(config);
  // The demo workers' identity codes and bank accounts are sealed with the key the app will open them with.
  const seeded = config.seedDemo
    ? await seedDemoData(connection.db, {
        now: new Date(),
        cipher: createPersonalDataCipher(await resolvePersonalDataKey(connection.db, config.personalDataKey)),
      })
    : { seeded: false };
  const app = await buildApp({ config, connection });
  // Background jobs (pg-boss: outbox delivery) run on the same database; stopped before it closes.
  const jobs = await startJobs({ config, connection, logger: app.log });
  const shutdown = async () => {
    await jobs.stop();
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const database =
    config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `Portal running at ${url}  (API docs: ${url}/api/docs)`,
    `Database: ${database}${seeded.seeded ? ', demo data seeded' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Demo sign-ins (password ${demoPassword}):`,
      ...[...demoUsers, ...germanDemoUsers].map((user) => `  ${user.role.padEnd(20)} ${user.email}`),
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Portal failed to start:', error);
  }
  process.exit(1);
});
