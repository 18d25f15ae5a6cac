import { describe, expect, it } from 'vitest';
import {
  type ContractAction,
  contractActions,
  isAwaitingCountersign,
  nextContractStatus,
  workContractOf,
  workerContractStepOf,
} from './contract-states';
import { type ContractStatus, contractStatuses } from './employment-contracts';

// Every status × action pair: the status after it, or null where it is refused.
const expected: Record<ContractStatus, Record<ContractAction, ContractStatus | null>> = {
  draft: {
    edit: 'draft',
    delete: 'draft',
    send: 'sent',
    remind: null,
    view: null,
    sign: null,
    decline: null,
    expire: null,
    cancel: 'cancelled',
    countersign: null,
  },
  sent: {
    edit: null,
    delete: null,
    send: 'sent',
    remind: 'sent',
    view: 'viewed',
    sign: 'signed',
    decline: 'declined',
    expire: 'expired',
    cancel: 'cancelled',
    countersign: null,
  },
  viewed: {
    edit: null,
    delete: null,
    send: 'sent',
    remind: 'viewed',
    view: 'viewed',
    sign: 'signed',
    decline: 'declined',
    expire: 'expired',
    cancel: 'cancelled',
    countersign: null,
  },
  signed: {
    edit: null,
    delete: null,
    send: null,
    remind: null,
    view: null,
    sign: null,
    decline: null,
    expire: null,
    cancel: null,
    countersign: 'signed',
  },
  declined: {
    edit: null,
    delete: null,
    send: null,
    remind: null,
    view: null,
    sign: null,
    decline: null,
    expire: null,
    cancel: null,
    countersign: null,
  },
  expired: {
    edit: null,
    delete: null,
    send: 'sent',
    remind: null,
    view: null,
    sign: null,
    decline: null,
    expire: null,
    cancel: null,
    countersign: null,
  },
  cancelled: {
    edit: null,
    delete: null,
    send: null,
    remind: null,
    view: null,
    sign: null,
    decline: null,
    expire: null,
    cancel: null,
    countersign: null,
  },
};

describe('the employment contract status machine', () => {
  for (const status of contractStatuses) {
    for (const action of contractActions) {
      const next = expected[status][action];
      it(`${status} × ${action} → ${next ?? 'refused'}`, () => {
        expect(nextContractStatus(status, action)).toBe(next);
      });
    }
  }

  it('awaits the countersignature only when signed, required and not yet made', () => {
    const signed = { status: 'signed' as const, countersignRequired: true, countersignedAt: null };
    expect(isAwaitingCountersign(signed)).toBe(true);
    expect(isAwaitingCountersign({ ...signed, countersignedAt: '2026-11-28T10:00:00Z' })).toBe(false);
    expect(isAwaitingCountersign({ ...signed, countersignRequired: false })).toBe(false);
    expect(isAwaitingCountersign({ ...signed, status: 'viewed' })).toBe(false);
  });

  it('moves the worker’s step: waiting for a contract → pending → signed', () => {
    expect(workerContractStepOf(workContractOf('draft'))).toBe('waiting_for_contract');
    expect(workerContractStepOf(workContractOf('sent'))).toBe('contract_pending');
    expect(workerContractStepOf(workContractOf('viewed'))).toBe('contract_pending');
    expect(workerContractStepOf(workContractOf('signed'))).toBe('signed');
    expect(workerContractStepOf(workContractOf('cancelled'))).toBe('waiting_for_contract');
  });
});
