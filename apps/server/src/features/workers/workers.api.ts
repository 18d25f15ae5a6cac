/**
 * The personnel feature's public surface. Personnel owns the users table (workers, and the profile of every
 * user), so other features change a user through here; the global search finds workers by name here.
 */

export { createApplicant, findUserIdByEmail, type NewApplicant } from './applicant.repository';
export { type ApplicantProfile, confirmApplicant, updateApplicantProfile } from './applicant-profile';
export { findTargetedWorkers, type TargetedWorker } from './targeted-workers.repository';
export { updateUserProfile } from './user-profile.repository';
export { updateWorkerContractState } from './worker-contract-state.repository';
export { workerSearchCondition } from './worker-list-search';
export {
  saveWorkerIban,
  updateWorkerOnboardingDetails,
  type WorkerOnboardingDetails,
} from './worker-onboarding.repository';
export { findWorkerPaymentDetails, type WorkerPaymentDetails } from './worker-payment-details.repository';
export { type AccountWorker, findAccountWorker } from './worker-recipient.repository';
export { searchWorkersByName } from './workers-search.repository';
