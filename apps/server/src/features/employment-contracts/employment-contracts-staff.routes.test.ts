import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { contractSigningEvents } from '../../db/schema/employment-contracts.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { createContractDeadlineService } from './employment-contracts.api';
import { sampleTerms, useEmploymentContractsRoutes } from './employment-contracts-test-world';

describe('the staff draft, send and follow employment contracts', () => {
  const routes = useEmploymentContractsRoutes();
  const templates = () => `/api/accounts/${routes.world.accountA1.id}/contract-templates`;

  it('keeps templates: an unknown merge field is refused by name; archiving hides a template', async () => {
    const bad = await routes.staff({
      method: 'POST',
      url: templates(),
      payload: { name: 'Huono', locale: 'fi', body: 'Palkka {{palkka}}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('CONTRACT_TEMPLATE_UNKNOWN_FIELD');
    const created = await routes.staff({
      method: 'POST',
      url: templates(),
      payload: { name: 'Employment contract', locale: 'en', body: 'Role {{role}} at {{wage}}' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const updated = await routes.staff({
      method: 'PUT',
      url: `${templates()}/${id}`,
      payload: { name: 'Employment contract (EN)', locale: 'en', body: 'Role {{role}}' },
    });
    expect(updated.json().name).toBe('Employment contract (EN)');
    const list = await routes.staff({ method: 'GET', url: templates() });
    expect(list.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Employment contract (EN)',
      'Työsopimus',
    ]);
    expect(
      (await routes.staff({ method: 'DELETE', url: `${templates()}/${id}` })).json().archivedAt,
    ).not.toBeNull();
    expect((await routes.staff({ method: 'GET', url: templates() })).json().items).toHaveLength(1);
    const fromArchived = await routes.staff({
      method: 'POST',
      url: routes.url(),
      payload: { workerId: routes.world.worker.id, templateId: id, terms: sampleTerms },
    });
    expect(fromArchived.json().code).toBe('CONTRACT_TEMPLATE_ARCHIVED');
  });

  it('drafts a contract with the merge fields filled, edits and deletes only a draft', async () => {
    const draft = await routes.createDraft();
    expect(draft.status).toBe('draft');
    expect(draft.body).toContain('Työnantaja Hoivapalvelu Oy (1234567-1) ja työntekijä Säde Öhman');
    expect(draft.body).toContain('Palkka 18,50 €/h');
    expect(draft.body).toContain('päättyy toistaiseksi');
    const edited = await routes.staff({
      method: 'PUT',
      url: routes.url(`/${draft.id}`),
      payload: {
        templateId: routes.world.template.id,
        title: 'Työsopimus, Säde',
        countersignRequired: true,
        terms: { ...sampleTerms, hourlyWageCents: 2000, endsOn: '2027-05-31' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body).toContain('Palkka 20,00 €/h');
    expect(edited.json().body).toContain('päättyy 31.05.2027');

    const pdf = await routes.staff({ method: 'GET', url: routes.url(`/${draft.id}/pdf`) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await routes.send(draft.id)).statusCode).toBe(200);
    const lateEdit = await routes.staff({
      method: 'PUT',
      url: routes.url(`/${draft.id}`),
      payload: {
        templateId: routes.world.template.id,
        title: 'X',
        countersignRequired: false,
        terms: sampleTerms,
      },
    });
    expect(lateEdit.json().code).toBe('CONTRACT_NOT_EDITABLE');
    expect((await routes.staff({ method: 'DELETE', url: routes.url(`/${draft.id}`) })).json().code).toBe(
      'CONTRACT_NOT_EDITABLE',
    );
    const another = await routes.createDraft();
    expect((await routes.staff({ method: 'DELETE', url: routes.url(`/${another.id}`) })).statusCode).toBe(
      200,
    );
    expect((await routes.staff({ method: 'GET', url: routes.url(`/${another.id}`) })).statusCode).toBe(404);
  });

  it('refuses a missing merge value, a past deadline and a channel the worker cannot be reached by', async () => {
    const noPlace = await routes.staff({
      method: 'POST',
      url: routes.url(),
      payload: {
        workerId: routes.world.worker.id,
        templateId: routes.world.template.id,
        terms: { ...sampleTerms, placeOfWork: null },
      },
    });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json()).toMatchObject({
      code: 'CONTRACT_TEMPLATE_VALUE_MISSING',
      details: { field: 'placeOfWork' },
    });
    const draft = await routes.createDraft({ workerId: routes.world.workerWithoutMobile.id });
    const past = await routes.send(draft.id, { channels: ['email'], deadline: '2026-11-21' });
    expect(past.json().code).toBe('CONTRACT_DEADLINE_INVALID');
    const noChannel = await routes.send(draft.id, { channels: [], deadline: '2026-11-30' });
    expect(noChannel.statusCode).toBe(400);
    const sms = await routes.send(draft.id, { channels: ['sms'], deadline: '2026-11-30' });
    expect(sms.json().code).toBe('WORKER_MOBILE_MISSING');
  });

  it('sends by e-mail and SMS in the worker’s language and audits it; the message carries the link', async () => {
    const { contract } = await routes.sentContract();
    const mails = await routes
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'employment-contract-sent'));
    expect(mails[0]?.subject).toBe('Työsopimus allekirjoitettavaksi: Työsopimus');
    expect(mails[0]?.text).toContain('/sign/');
    const sms = await routes
      .db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.kind, 'employment-contract-sent'));
    expect(sms[0]?.to).toBe('+358401234567');
    const audits = await routes.db().select().from(auditLog).where(eq(auditLog.subjectId, contract.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'send']);
  });

  it('cancelling revokes the link (410), and re-sending replaces the old link', async () => {
    const first = await routes.sentContract();
    routes.test.clock.advance(60_000);
    const again = await routes.send(first.contract.id, { channels: ['email'], deadline: '2026-12-05' });
    expect(again.statusCode, again.body).toBe(200);
    const newToken = await routes.latestLinkToken();
    expect(newToken).not.toBe(first.token);
    expect((await routes.show(first.token)).json().code).toBe('CONTRACT_CANCELLED');
    expect((await routes.show(newToken)).statusCode).toBe(200);

    const cancelled = await routes.staff({ method: 'POST', url: routes.url(`/${first.contract.id}/cancel`) });
    expect(cancelled.json().status).toBe('cancelled');
    const gone = await routes.show(newToken);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('CONTRACT_CANCELLED');
    expect(
      (await routes.staff({ method: 'POST', url: routes.url(`/${first.contract.id}/cancel`) })).json().code,
    ).toBe('CONTRACT_ACTION_NOT_ALLOWED');
  });

  it('expires a link after the deadline; the job marks the contract expired and it can be sent again', async () => {
    const { contract, token } = await routes.sentContract();
    routes.test.clock.set(new Date('2026-11-30T22:30:00Z'));
    const late = await routes.show(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('CONTRACT_LINK_EXPIRED');
    const deadlines = createContractDeadlineService({
      db: routes.db(),
      clock: routes.test.clock,
      publicUrl: 'https://portal.test',
    });
    expect(await deadlines.runDeadlines()).toEqual({ expired: 1, reminded: 0 });
    routes.adminToken = await routes.test.signIn(routes.world.users.admin.email);
    const detail = await routes.staff({ method: 'GET', url: routes.url(`/${contract.id}`) });
    expect(detail.json()).toMatchObject({ status: 'expired', eventChainValid: true });
    const resent = await routes.send(contract.id, { channels: ['sms'], deadline: '2026-12-10' });
    expect(resent.json().status).toBe('sent');
  });

  it('reminds once, two days before the deadline, with a new link', async () => {
    const { contract } = await routes.sentContract();
    const deadlines = createContractDeadlineService({
      db: routes.db(),
      clock: routes.test.clock,
      publicUrl: 'https://portal.test',
    });
    expect((await deadlines.runDeadlines()).reminded).toBe(0);
    routes.test.clock.set(new Date('2026-11-29T08:00:00Z'));
    expect((await deadlines.runDeadlines()).reminded).toBe(1);
    expect((await deadlines.runDeadlines()).reminded).toBe(0);
    const token = await routes.latestLinkToken('employment-contract-reminder');
    expect((await routes.show(token)).statusCode).toBe(200);
    const events = await routes
      .db()
      .select()
      .from(contractSigningEvents)
      .where(eq(contractSigningEvents.contractId, contract.id));
    expect(events.map((event) => event.type)).toContain('reminder_sent');
  });

  it('countersigns a signed contract that requires it, once', async () => {
    const { contract, token } = await routes.sentContract({ countersignRequired: true });
    const early = await routes.staff({ method: 'POST', url: routes.url(`/${contract.id}/countersign`) });
    expect(early.json().code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    await routes.verifiedCode(token);
    expect((await routes.sign(token)).statusCode).toBe(200);
    const awaiting = await routes.staff({ method: 'GET', url: routes.url(`/${contract.id}`) });
    expect(awaiting.json()).toMatchObject({ status: 'signed', awaitingCountersign: true });
    const done = await routes.staff({ method: 'POST', url: routes.url(`/${contract.id}/countersign`) });
    expect(done.json()).toMatchObject({ status: 'signed', awaitingCountersign: false });
    expect(done.json().countersignedByName).toBeTruthy();
    expect(
      (await routes.staff({ method: 'POST', url: routes.url(`/${contract.id}/countersign`) })).statusCode,
    ).toBe(409);
  });

  it('lists with status filter, worker search, sort and pages; and per worker', async () => {
    const first = await routes.createDraft();
    await routes.createDraft({ workerId: routes.world.workerWithoutMobile.id });
    await routes.send(first.id);
    const all = await routes.staff({ method: 'GET', url: routes.url('?sort=worker-asc') });
    expect(all.json().total).toBe(2);
    // By last name (the database's collation places Ö), the other way round with worker-desc.
    const names = (response: typeof all) =>
      response.json().items.map((item: { workerName: string }) => item.workerName);
    const descending = await routes.staff({ method: 'GET', url: routes.url('?sort=worker-desc') });
    expect(names(descending)).toEqual([...names(all)].reverse());
    expect(names(all)).toHaveLength(2);
    const sent = await routes.staff({ method: 'GET', url: routes.url('?status=sent') });
    expect(sent.json().items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    const search = await routes.staff({ method: 'GET', url: routes.url('?search=virt&perPage=1') });
    expect(search.json()).toMatchObject({ total: 1, items: [{ workerName: 'Ville Virtanen' }] });
    const ofWorker = await routes.staff({
      method: 'GET',
      url: `/api/accounts/${routes.world.accountA1.id}/workers/${routes.world.worker.id}/employment-contracts`,
    });
    expect(ofWorker.json().items).toHaveLength(1);
  });

  it('detects an edited or removed event in the chain', async () => {
    const { contract, token } = await routes.sentContract();
    await routes.readPdf(token);
    const detail = () => routes.staff({ method: 'GET', url: routes.url(`/${contract.id}`) });
    expect((await detail()).json().eventChainValid).toBe(true);
    await routes
      .db()
      .update(contractSigningEvents)
      .set({ ipAddress: '203.0.113.9' })
      .where(eq(contractSigningEvents.type, 'opened'));
    expect((await detail()).json().eventChainValid).toBe(false);
  });
});
