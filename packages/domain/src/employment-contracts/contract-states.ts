import type { ContractStatus } from './employment-contracts';

/**
 * What can happen to a contract. `send` is also the re-send (a new deadline and link); `view`, `sign`
 * and `decline` are the worker's; `expire` is the job's; `remind` and `countersign` leave the status.
 */
export const contractActions = [
  'edit',
  'delete',
  'send',
  'remind',
  'view',
  'sign',
  'decline',
  'expire',
  'cancel',
  'countersign',
] as const;
export type ContractAction = (typeof contractActions)[number];

// draft → sent → viewed → signed | declined | expired | cancelled; sent/viewed/expired can be sent again.
const moves: Record<ContractStatus, Partial<Record<ContractAction, ContractStatus>>> = {
  draft: { edit: 'draft', delete: 'draft', send: 'sent', cancel: 'cancelled' },
  sent: {
    send: 'sent',
    remind: 'sent',
    view: 'viewed',
    sign: 'signed',
    decline: 'declined',
    expire: 'expired',
    cancel: 'cancelled',
  },
  viewed: {
    send: 'sent',
    remind: 'viewed',
    view: 'viewed',
    sign: 'signed',
    decline: 'declined',
    expire: 'expired',
    cancel: 'cancelled',
  },
  expired: { send: 'sent' },
  signed: { countersign: 'signed' },
  declined: {},
  cancelled: {},
};

/** The status after the action, or null when the action is not allowed from this status. */
export function nextContractStatus(status: ContractStatus, action: ContractAction): ContractStatus | null {
  return moves[status][action] ?? null;
}

export function allowsContractAction(status: ContractStatus, action: ContractAction): boolean {
  return nextContractStatus(status, action) !== null;
}

/** The statuses in which the worker's link still works (open it, ask a code, sign or decline). */
export function isAwaitingSignature(status: ContractStatus): boolean {
  return status === 'sent' || status === 'viewed';
}

/** Signed by the worker, a countersignature required, and staff have not made it yet. */
export function isAwaitingCountersign(contract: {
  status: ContractStatus;
  countersignRequired: boolean;
  countersignedAt: Date | string | null;
}): boolean {
  return contract.status === 'signed' && contract.countersignRequired && contract.countersignedAt === null;
}

/** Countersigning needs the worker's signature, a required countersignature, and none made yet. */
export function canCountersign(contract: {
  status: ContractStatus;
  countersignRequired: boolean;
  countersignedAt: Date | string | null;
}): boolean {
  return isAwaitingCountersign(contract);
}

/**
 * The worker's `workContract` and step follow the newest contract (spec §3 and §4): nothing sent →
 * waiting_for_contract; sent and unsigned → contract_pending; signed → signed.
 */
export type WorkerContractStep = 'waiting_for_contract' | 'contract_pending' | 'signed';
export function workerContractStepOf(workContract: { sent: boolean; signed: boolean }): WorkerContractStep {
  if (workContract.signed) {
    return 'signed';
  }
  return workContract.sent ? 'contract_pending' : 'waiting_for_contract';
}

/** The worker's `workContract` flags for a contract status. */
export function workContractOf(status: ContractStatus): { sent: boolean; signed: boolean } {
  return {
    sent: status === 'sent' || status === 'viewed' || status === 'signed',
    signed: status === 'signed',
  };
}
