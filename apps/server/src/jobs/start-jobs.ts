import type { Config } from '../config';
import type { DatabaseConnection } from '../db/client';
import { createContractDeadlineService } from '../features/employment-contracts/employment-contracts.api';
import { createLicenceReminderService } from '../features/licence-checks/licence-checks.api';
import { createMailTransport } from '../features/outbox/mail-transport';
import { createOutboxDeliveryService } from '../features/outbox/outbox-delivery.service';
import { createSmsTransport } from '../features/outbox/sms-transport';
import { createShiftExpiryService } from '../features/shifts/shifts.api';
import { createBulkSmsSender } from '../features/sms-broadcasts/sms-broadcasts.api';
import { systemClock } from '../lib/clock';
import { type JobLogger, type JobRunner, startJobRunner } from './job-runner';

/** Starts the background jobs the configuration asks for (SMTP or stored mail, SMS gateway or stored SMS). */
export async function startJobs({
  config,
  connection,
  logger,
}: {
  config: Config;
  connection: DatabaseConnection;
  logger?: JobLogger;
}): Promise<JobRunner> {
  const mail = createMailTransport(config.mail);
  const sms = createSmsTransport(config.sms);
  const runner = await startJobRunner({
    connection,
    databaseUrl: config.database.kind === 'postgres' ? config.database.url : null,
    delivery: createOutboxDeliveryService({ db: connection.db, mail, sms }),
    bulkSms: createBulkSmsSender({ db: connection.db, transport: sms }),
    shiftExpiry: createShiftExpiryService({ db: connection.db, clock: systemClock }),
    contractDeadlines: createContractDeadlineService({
      db: connection.db,
      clock: systemClock,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
    licenceReminders: createLicenceReminderService({ db: connection.db, clock: systemClock }),
    ...(logger ? { logger } : {}),
  });
  return {
    requestOutboxDelivery: runner.requestOutboxDelivery,
    async stop() {
      await runner.stop();
      mail?.close();
    },
  };
}
