import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { users } from '../../db/schema/users.schema';
import { useApplicationsWorld } from './applications-test-world';
import { recordApplicationStep } from './recruitment.api';

type Entry = {
  fromStep: string | null;
  toStep: string;
  call: string | null;
  note: string | null;
  actor: { id: string } | null;
};
type Moved = { application: { step: string; confirmed: boolean; canConfirm: boolean }; entry: Entry };

describe('application steps, calls and confirming', () => {
  const { state, db, applicant, request } = useApplicationsWorld();
  const minute = 60_000;
  const move = (id: string, to: string, note?: string, role: 'admin' | 'agent' | 'customer' = 'admin') =>
    request('POST', `/${id}/step`, { to, ...(note ? { note } : {}) }, role);

  it('moves along the table, writes who and when, and refuses a move the table forbids', async () => {
    const user = await applicant();
    const checked = await move(user.id, 'licence_confirmed', 'Valvira: laillistettu');
    expect(checked.statusCode).toBe(200);
    expect(checked.json<Moved>()).toMatchObject({
      application: { step: 'licence_confirmed' },
      entry: { fromStep: 'applied', toStep: 'licence_confirmed', note: 'Valvira: laillistettu', call: null },
    });
    expect(checked.json<Moved>().entry.actor?.id).toBe(state.world.users.admin.id);
    state.test.clock.advance(minute);
    const refused = await move(user.id, 'contract_signed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPLICATION_STEP_NOT_ALLOWED' });
    const back = await move(user.id, 'applied');
    expect(back.json()).toMatchObject({ code: 'APPLICATION_STEP_NOT_ALLOWED' });
    state.test.clock.advance(minute);
    expect((await move(user.id, 'interview_scheduled', undefined, 'agent')).statusCode).toBe(200);
    const history = (await request('GET', `/${user.id}/history`)).json<{ items: Entry[] }>();
    expect(history.items.map((entry) => [entry.fromStep, entry.toStep])).toEqual([
      ['licence_confirmed', 'interview_scheduled'],
      ['applied', 'licence_confirmed'],
      [null, 'applied'],
    ]);
    expect((await move(user.id, 'submitted', undefined, 'customer')).statusCode).toBe(403);
  });

  it('leaves documents, contracts and confirming out of the step route', async () => {
    const user = await applicant({ step: 'submitted' });
    for (const to of ['documents_requested', 'contract_sent', 'confirmed']) {
      const response = await move(user.id, to);
      expect(response.statusCode, to).toBe(409);
      expect(response.json()).toMatchObject({ code: 'APPLICATION_STEP_NOT_ALLOWED' });
    }
    expect((await request('GET', `/${user.id}`)).json()).toMatchObject({ step: 'submitted' });
  });

  it('reopens a rejected application and takes a withdrawn one back to applied only', async () => {
    const user = await applicant();
    expect((await move(user.id, 'rejected', 'Ei laillistusta')).json<Moved>().application.step).toBe(
      'rejected',
    );
    expect((await move(user.id, 'interview_scheduled')).statusCode).toBe(409);
    expect((await move(user.id, 'applied')).json<Moved>().application.step).toBe('applied');
  });

  it('records calls: no answer is a step with its note, reached an entry in the same step', async () => {
    const user = await applicant();
    const missed = await request('POST', `/${user.id}/calls`, {
      outcome: 'no_answer',
      note: 'Ei vastannut klo 9',
    });
    expect(missed.statusCode).toBe(201);
    expect(missed.json<Moved>()).toMatchObject({
      application: { step: 'no_answer' },
      entry: { fromStep: 'applied', toStep: 'no_answer', call: 'no_answer', note: 'Ei vastannut klo 9' },
    });
    state.test.clock.advance(minute);
    const again = await request('POST', `/${user.id}/calls`, { outcome: 'no_answer' });
    expect(again.json<Moved>().entry).toMatchObject({ fromStep: 'no_answer', toStep: 'no_answer' });
    state.test.clock.advance(minute);
    await move(user.id, 'licence_confirmed');
    state.test.clock.advance(minute);
    const reached = await request('POST', `/${user.id}/calls`, {
      outcome: 'reached',
      note: 'Haastattelu ma',
    });
    expect(reached.json<Moved>()).toMatchObject({
      application: { step: 'licence_confirmed' },
      entry: {
        fromStep: 'licence_confirmed',
        toStep: 'licence_confirmed',
        call: 'reached',
        note: 'Haastattelu ma',
      },
    });
    const signed = await applicant({ step: 'contract_signed' });
    const refused = await request('POST', `/${signed.id}/calls`, { outcome: 'no_answer' });
    expect(refused.json()).toMatchObject({ code: 'APPLICATION_STEP_NOT_ALLOWED' });
  });

  it('lists applicants to phone, oldest first, with a phone, and the last call', async () => {
    const old = await applicant({ firstName: 'Vanha', createdAt: new Date('2026-11-01T08:00:00Z') });
    await applicant({
      firstName: 'Uusi',
      step: 'licence_confirmed',
      createdAt: new Date('2026-11-15T08:00:00Z'),
    });
    await applicant({ firstName: 'Puhelimeton', mobile: null });
    await applicant({ firstName: 'Haastateltu', step: 'interview_scheduled' });
    await request('POST', `/${old.id}/calls`, { outcome: 'no_answer', note: 'Vastaaja' });
    const page = (await request('GET', '/call-list')).json<{
      items: { fullName: string; step: string; lastCallNote: string | null }[];
      total: number;
    }>();
    expect(page.items.map((item) => [item.fullName, item.step, item.lastCallNote])).toEqual([
      ['Vanha Hakija', 'no_answer', 'Vastaaja'],
      ['Uusi Hakija', 'licence_confirmed', null],
    ]);
    expect(page.total).toBe(2);
  });

  it('confirms an applicant as a worker with the welcome e-mail, once', async () => {
    const user = await applicant({ step: 'licence_confirmed' });
    const confirmed = await request('POST', `/${user.id}/confirm`, { note: 'Tervetuloa' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Moved>()).toMatchObject({
      application: { step: 'confirmed', confirmed: true, canConfirm: false },
      entry: { fromStep: 'licence_confirmed', toStep: 'confirmed', note: 'Tervetuloa' },
    });
    const [worker] = await db().select().from(users).where(eq(users.id, user.id));
    expect(worker).toMatchObject({ confirmed: true, status: 'accepted' });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'welcome'), eq(mailOutbox.to, user.email)));
    expect(mails).toHaveLength(1);
    const twice = await request('POST', `/${user.id}/confirm`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'APPLICANT_ALREADY_CONFIRMED' });
    const fresh = await applicant();
    const early = await request('POST', `/${fresh.id}/confirm`, {});
    expect(early.json()).toMatchObject({ code: 'APPLICATION_STEP_NOT_ALLOWED' });
  });

  it('lets other features move an application by the table, ignoring what it does not allow', async () => {
    const user = await applicant({ step: 'submitted' });
    const accountId = state.world.accountA1.id;
    const worker = { accountId, applicantId: user.id, actorId: null };
    expect(await recordApplicationStep(db(), { ...worker, to: 'contract_signed' })).toBe(false);
    expect(await recordApplicationStep(db(), { ...worker, to: 'documents_requested' })).toBe(true);
    expect(await recordApplicationStep(db(), { ...worker, to: 'documents_received' })).toBe(true);
    const stranger = { accountId, applicantId: state.world.users.agent.id, actorId: null };
    expect(await recordApplicationStep(db(), { ...stranger, to: 'contract_signed' })).toBe(false);
    const history = (await request('GET', `/${user.id}/history`)).json<{ items: Entry[] }>();
    expect(history.items[0]).toMatchObject({
      fromStep: 'documents_requested',
      toStep: 'documents_received',
      actor: null,
    });
  });
});
