import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageTemplates } from '../../db/schema/communications.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { useShiftsRoutes } from './shifts-routes-setup';

describe('booking confirmation (sendBookingVerification)', () => {
  const setup = useShiftsRoutes();
  const base = () => `/api/accounts/${setup.world.accountA1.id}/shifts`;
  const accept = (shiftId: string, workerId: string) =>
    setup.test.request(setup.agentToken, {
      method: 'POST',
      url: `${base()}/${shiftId}/reservations/${workerId}/accept`,
    });
  const confirmations = async () => ({
    sms: await setup.db().select().from(smsOutbox).where(eq(smsOutbox.kind, 'booking-confirmation')),
    mail: await setup.db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-confirmation')),
  });

  it('texts the worker once when their reservation is confirmed: time, place and role, in their language', async () => {
    const shift = await setup.world.addShift({
      reservations: [setup.world.worker.id],
      startsAt: new Date('2026-12-01T05:00:00Z'),
      endsAt: new Date('2026-12-01T13:00:00Z'),
      roleType: 'lähihoitaja',
    });
    expect((await accept(shift.id, setup.world.worker.id)).statusCode).toBe(200);
    expect((await accept(shift.id, setup.world.worker.id)).statusCode).toBe(409);
    const { sms, mail } = await confirmations();
    expect(mail).toHaveLength(0);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('+358401234567');
    expect(sms[0]?.message).toContain('Hei Liisa! Varauksesi on vahvistettu:');
    expect(sms[0]?.message).toContain('01.12.2026 07:00-15:00');
    expect(sms[0]?.message).toContain('Tehtävä: lähihoitaja');
  });

  it("uses the account's own text, and e-mails a worker without a mobile number", async () => {
    const worker = await setup.world.addWorker({ firstName: 'Olli', mobile: null, locale: 'en' });
    await setup.db().insert(messageTemplates).values({
      accountId: setup.world.accountA1.id,
      type: 'booking-confirmation',
      locale: 'en',
      subject: 'Booked: {{when}}',
      body: 'See you, {{firstName}}, at {{area}}.',
    });
    const shift = await setup.world.addShift({ reservations: [worker.id] });
    expect((await accept(shift.id, worker.id)).statusCode).toBe(200);
    const { mail } = await confirmations();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/^Booked: \d\d\.\d\d\.\d{4} /);
    expect(mail[0]?.text).toMatch(/^See you, Olli, at .+\.$/);
  });

  it('sends nothing when staff book a worker who did not ask (assigning is not a confirmation)', async () => {
    const shift = await setup.world.addShift();
    const assigned = await setup.test.request(setup.agentToken, {
      method: 'POST',
      url: `${base()}/${shift.id}/assignment`,
      payload: { workerId: setup.world.worker.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { sms, mail } = await confirmations();
    expect(sms.length + mail.length).toBe(0);
  });
});
