/** The worker-search feature's public surface: one worker of an account, as HR actions need it. */
export { type AccountWorker, findAccountWorker } from './account-workers.repository';
