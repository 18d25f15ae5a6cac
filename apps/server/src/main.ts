import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './db/seed/demo-seed';
import { demoPassword, demoUsers, germanDemoUsers } from './db/seed/demo-users';
import { startJobs } from './jobs/start-jobs';

/** Starts the portal: configuration, database (migrated, seeded on first start), HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const connection = await openDatabase(config);
  const seeded = config.seedDemo ? await seedDemoData(connection.db, { now: new Date() }) : { seeded: false };
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
