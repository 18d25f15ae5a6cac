import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenceChecks } from '../../db/schema/licence-checks.schema';
import { buildLicenceCheck } from '../../testing/factories';
import type { ErrorBody } from './shifts-routes-setup';
import { useShiftsRoutes } from './shifts-routes-setup';

// The licence is a hard gate on booking (decision 0054): the test shift is on 23.11.2026 (Helsinki).
describe('shifts API: the licence gate on booking', () => {
  const setup = useShiftsRoutes();
  const { db, base, stored } = setup;

  const assign = (shiftId: string, workerId: string) =>
    setup.test.request(setup.agentToken, {
      method: 'POST',
      url: `${base()}/${shiftId}/assignment`,
      payload: { workerId },
    });
  const warnings = (shiftId: string, workerId: string) =>
    setup.test.request(setup.agentToken, {
      method: 'GET',
      url: `${base()}/${shiftId}/assignment-warnings?workerId=${workerId}`,
    });
  const changeCheck = (workerId: string, values: Partial<typeof licenceChecks.$inferInsert>) =>
    db().update(licenceChecks).set(values).where(eq(licenceChecks.workerId, workerId));

  async function expectRefused(workerId: string, code: string, roleType = 'lähihoitaja') {
    const shift = await setup.world.addShift({ roleType });
    const response = await assign(shift.id, workerId);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<ErrorBody>().code).toBe(code);
    expect((await stored(shift.id)).status).toBe('open');
  }

  it('books a worker whose confirmed licence covers the role', async () => {
    const shift = await setup.world.addShift({ roleType: 'lähihoitaja' });
    expect((await assign(shift.id, setup.world.worker.id)).statusCode).toBe(200);
  });

  it('refuses a worker without a recorded check with LICENCE_NOT_VERIFIED, and in the warnings too', async () => {
    await db().delete(licenceChecks).where(eq(licenceChecks.workerId, setup.world.worker.id));
    await expectRefused(setup.world.worker.id, 'LICENCE_NOT_VERIFIED');
    const shift = await setup.world.addShift({ roleType: 'lähihoitaja' });
    const response = await warnings(shift.id, setup.world.worker.id);
    expect(response.json<ErrorBody>().code).toBe('LICENCE_NOT_VERIFIED');
  });

  it('refuses a licence that ended before the shift’s day with LICENCE_EXPIRED; the last day still works', async () => {
    await changeCheck(setup.world.worker.id, { validUntil: '2026-11-22' });
    await expectRefused(setup.world.worker.id, 'LICENCE_EXPIRED');
    await changeCheck(setup.world.worker.id, { validUntil: '2026-11-23' });
    const shift = await setup.world.addShift({ roleType: 'lähihoitaja' });
    expect((await assign(shift.id, setup.world.worker.id)).statusCode).toBe(200);
  });

  it('refuses a restricted right and a scope that does not cover the role', async () => {
    await changeCheck(setup.world.worker.id, { result: 'restricted' });
    await expectRefused(setup.world.worker.id, 'LICENCE_RESTRICTED');
    await changeCheck(setup.world.worker.id, { result: 'confirmed', scope: ['lääkäri'] });
    await expectRefused(setup.world.worker.id, 'LICENCE_SCOPE_MISMATCH');
  });

  it('asks no licence for a hoiva-avustaja shift, but an ended work permit blocks every role', async () => {
    const assistant = await setup.world.addWorker({ profession: 'hoiva-avustaja' });
    const free = await setup.world.addShift({ roleType: 'hoiva-avustaja' });
    expect((await assign(free.id, assistant.id)).statusCode).toBe(200);

    await buildLicenceCheck(db(), {
      accountId: setup.world.accountA1.id,
      workerId: assistant.id,
      kind: 'work_permit',
      register: 'residence-permit',
      validUntil: '2026-11-20',
    });
    await expectRefused(assistant.id, 'WORK_PERMIT_EXPIRED', 'hoiva-avustaja');
  });

  it('follows the check recorded through the API: a new expired check replaces the valid one', async () => {
    const response = await setup.test.request(setup.agentToken, {
      method: 'POST',
      url: `/api/accounts/${setup.world.accountA1.id}/workers/${setup.world.worker.id}/licence-checks`,
      payload: {
        kind: 'professional_licence',
        register: 'terhikki',
        registrationNumber: '10012345678',
        result: 'confirmed',
        registerShowed: null,
        scope: ['lähihoitaja'],
        validFrom: '2016-01-01',
        validUntil: '2026-11-21',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await expectRefused(setup.world.worker.id, 'LICENCE_EXPIRED');
  });
});
