/**
 * The bulk SMS surface the job runner uses (jobs/): the sender and the NOTIFY channel on which a started
 * broadcast asks for a run. Only this file may be imported by others.
 */
export { type BulkSendReport, type BulkSmsSender, createBulkSmsSender } from './bulk-sms-sender';
export { smsBroadcastQueuedChannel } from './use-cases/sms-broadcast-use-case';
