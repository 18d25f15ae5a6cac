import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractTemplates } from '../../db/schema/employment-contracts.schema';
import { organizations } from '../../db/schema/tenancy.schema';
import { useOnboardingRoutes } from './onboarding-routes-setup';

// The contract step against the real employment contracts: a contract sent by HR through its API is
// signable from the checklist, through a new link the signing page accepts.
describe('the get-started contract step with a contract sent by HR', () => {
  const routes = useOnboardingRoutes();

  async function sendContract() {
    const db = routes.db();
    await db
      .update(organizations)
      .set({ legalName: 'Hoivapalvelu Oy', businessId: '1234567-1', city: 'Helsinki' })
      .where(eq(organizations.id, routes.world.organization.id));
    const [template] = await db
      .insert(contractTemplates)
      .values({
        accountId: routes.world.accountA1.id,
        name: 'Työsopimus',
        locale: 'fi',
        body: '# Työsopimus\n{{employer.name}} ja {{worker.fullName}}: {{role}}, {{wage}}, alkaen {{startsOn}}.',
      })
      .returning();
    const contracts = `/api/accounts/${routes.world.accountA1.id}/employment-contracts`;
    const draft = await routes.staff({
      method: 'POST',
      url: contracts,
      payload: {
        workerId: routes.world.worker.id,
        templateId: template?.id,
        title: '',
        countersignRequired: false,
        terms: {
          role: 'Sairaanhoitaja',
          hourlyWageCents: 1850,
          startsOn: '2026-12-01',
          endsOn: null,
          collectiveAgreement: 'SOTE-sopimus',
          placeOfWork: 'Helsinki',
          probationPeriod: null,
          workingHours: null,
        },
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const sent = await routes.staff({
      method: 'POST',
      url: `${contracts}/${draft.json().id}/send`,
      payload: { channels: ['email'], deadline: '2026-11-30' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  it('shows the contract waiting and opens the signing page with a new link', async () => {
    await sendContract();
    await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/workers/${routes.world.worker.id}/get-started-link`,
      payload: { channels: ['email'] },
    });
    const token = await routes.linkToken('get-started', '/get-started');
    const checklist = await routes.publicCall({ method: 'GET', url: `/api/public/get-started/${token}` });
    expect(checklist.json().contract).toEqual({ state: 'sent', canSign: true });
    const redirect = await routes.publicCall({
      method: 'GET',
      url: `/api/public/get-started/${token}/contract`,
    });
    expect(redirect.statusCode).toBe(303);
    const signingToken = /^\/sign\/(.+)$/.exec(String(redirect.headers.location))?.[1] ?? '';
    const signing = await routes.publicCall({
      method: 'GET',
      url: `/api/public/contract-signing/${signingToken}`,
    });
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json().firstName).toBe('Säde');
  });
});
