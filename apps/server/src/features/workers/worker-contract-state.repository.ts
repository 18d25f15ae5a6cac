import { stepStateOf } from '@portal/domain/workers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/**
 * Sets a worker's `workContract {sent, signed}` and the step that follows from it (spec §3, §4:
 * waiting_for_contract → contract_pending → signed, when the step group is `contract` and no step is
 * left). The employment-contracts feature calls it in its own transaction; personnel owns the table.
 */
export async function updateWorkerContractState(
  executor: Executor,
  workerId: string,
  workContract: { sent: boolean; signed: boolean },
  at: Date,
): Promise<{ before: { sent: boolean; signed: boolean } } | null> {
  const [current] = await executor
    .select({ sent: users.workContractSent, signed: users.workContractSigned })
    .from(users)
    .where(eq(users.id, workerId))
    .for('update');
  if (!current) {
    return null;
  }
  const stepState = stepStateOf({
    workContractSent: workContract.sent,
    workContractSigned: workContract.signed,
  });
  await executor
    .update(users)
    .set({
      workContractSent: workContract.sent,
      workContractSigned: workContract.signed,
      stepGroup: stepState ? 'contract' : null,
      stepState,
      updatedAt: at,
    })
    .where(eq(users.id, workerId));
  return { before: current };
}
