/**
 * The employment-contracts feature's public surface: the onboarding pages issue a signing link for the
 * worker's open contract and show the worker's contract summary.
 */

export { type ContractDeadlineService, createContractDeadlineService } from './use-cases/contract-deadlines';
export { findWorkerContractSummary, issueWorkerSigningLink } from './use-cases/worker-signing-link';
