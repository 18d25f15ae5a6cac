import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerApplications } from '../../db/schema/recruitment.schema';
import { useEmploymentContractsRoutes } from './employment-contracts-test-world';

// Decision 0052: sending and signing a contract moves the worker's application, if it has one.
describe('employment contracts move an applicant’s application', () => {
  const routes = useEmploymentContractsRoutes();
  const stepOf = async () => {
    const [row] = await routes
      .db()
      .select({ step: workerApplications.step })
      .from(workerApplications)
      .where(eq(workerApplications.userId, routes.world.worker.id));
    return row?.step;
  };

  it('contract sent when sent, contract signed when the worker signs', async () => {
    await routes.db().insert(workerApplications).values({
      userId: routes.world.worker.id,
      accountId: routes.world.accountA1.id,
      step: 'waiting_for_offer',
    });
    const { token } = await routes.sentContract();
    expect(await stepOf()).toBe('contract_sent');
    await routes.verifiedCode(token);
    const signed = await routes.sign(token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await stepOf()).toBe('contract_signed');
  });

  it('changes nothing for a worker who never applied', async () => {
    const { token } = await routes.sentContract();
    await routes.verifiedCode(token);
    expect((await routes.sign(token)).statusCode).toBe(200);
    expect(await stepOf()).toBeUndefined();
  });
});
