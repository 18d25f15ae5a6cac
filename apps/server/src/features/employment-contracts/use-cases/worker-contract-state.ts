import { workContractOf } from '@portal/domain/employment-contracts';
import type { Executor } from '../../../db/client';
import { updateWorkerContractState } from '../../workers/workers.api';
import { listWorkerContracts } from '../employment-contracts.repository';

/**
 * The worker's `workContract {sent, signed}` from all the worker's contracts: signed once any is signed,
 * sent while any is out for signature (so cancelling one of two open contracts leaves the worker pending).
 */
export async function syncWorkerContractState(executor: Executor, workerId: string, at: Date) {
  const contracts = await listWorkerContracts(executor, null, workerId);
  const flags = contracts.map((contract) => workContractOf(contract.status));
  return updateWorkerContractState(
    executor,
    workerId,
    {
      sent: flags.some((flag) => flag.sent),
      signed: flags.some((flag) => flag.signed),
    },
    at,
  );
}
