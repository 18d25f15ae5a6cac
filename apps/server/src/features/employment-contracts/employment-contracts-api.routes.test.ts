import { describe, expect, it } from 'vitest';
import { findWorkerContractSummary, issueWorkerSigningLink } from './employment-contracts.api';
import { useEmploymentContractsRoutes } from './employment-contracts-test-world';

// What the onboarding pages use: a fresh link to the worker's open contract, and the worker's summary.
describe('the employment contracts API for other features', () => {
  const routes = useEmploymentContractsRoutes();
  const ids = () => ({ accountId: routes.world.accountA1.id, workerId: routes.world.worker.id });

  it('issues a get-started link to the newest contract waiting for a signature, or null', async () => {
    expect(await issueWorkerSigningLink(routes.db(), ids())).toBeNull();
    await routes.createDraft();
    expect(await issueWorkerSigningLink(routes.db(), ids())).toBeNull();
    routes.test.clock.advance(60_000);
    const now = routes.test.clock.now();
    const { contract } = await routes.sentContract();
    const issued = await issueWorkerSigningLink(routes.db(), { ...ids(), now });
    expect(issued).toMatchObject({ contractId: contract.id, title: 'Työsopimus', status: 'sent' });
    const page = await routes.show(issued?.token ?? '');
    expect(page.statusCode, page.body).toBe(200);
    expect(await findWorkerContractSummary(routes.db(), routes.world.worker.id)).toMatchObject({
      workContract: { sent: true, signed: false },
      newest: { id: contract.id, status: 'sent' },
    });
    // Another account's view of the worker finds nothing.
    expect(
      await issueWorkerSigningLink(routes.db(), { ...ids(), accountId: routes.world.accountA2.id, now }),
    ).toBeNull();
  });
});
