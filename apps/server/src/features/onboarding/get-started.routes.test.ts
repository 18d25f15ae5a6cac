import { maxUploadBytes } from '@portal/domain/document-requests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentRequests, requestedDocuments } from '../../db/schema/document-requests.schema';
import { employmentContracts } from '../../db/schema/employment-contracts.schema';
import { onboardingChecklists } from '../../db/schema/onboarding.schema';
import { users, workerPaymentDetails } from '../../db/schema/users.schema';
import { createLocalFileStorage } from '../../lib/file-storage';
import { testFilesDir } from '../../testing/test-app';
import { day, sampleAnswers, useOnboardingRoutes } from './onboarding-routes-setup';

const smallPdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const disguisedExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]);

describe('the get-started checklist', () => {
  const routes = useOnboardingRoutes();

  async function sendLink(channels: ('email' | 'sms')[] = ['email']) {
    const response = await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/workers/${routes.world.worker.id}/get-started-link`,
      payload: { channels },
    });
    expect(response.statusCode, response.body).toBe(201);
    return routes.linkToken('get-started', '/get-started', channels[0]);
  }
  const base = (token: string) => `/api/public/get-started/${token}`;
  const show = (token: string) => routes.publicCall({ method: 'GET', url: base(token) });
  const post = (token: string, path: string, payload: object) =>
    routes.publicCall({ method: 'POST', url: `${base(token)}${path}`, payload });
  const upload = (url: string, content: Buffer) =>
    routes.publicCall({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: content,
    });

  it('shows the worker the checklist with nothing done yet', async () => {
    const token = await sendLink(['sms']);
    const response = await show(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Säde',
      company: routes.world.accountA1.name,
      completed: false,
      details: { firstName: 'Säde', lastName: 'Öhman', mobile: '+358401234567', confirmedAt: null },
      bankAccount: { ibanMasked: null, savedAt: null },
      taxCard: { withholdingPercent: null, savedAt: null },
      contract: { state: 'none', canSign: false },
      documentRequests: [],
      tuberculosisSurvey: { status: 'none' },
    });
  });

  it('answers an unknown link 404, an expired one 410, and refuses a worker of another account', async () => {
    expect((await show('ei-tallainen')).json().code).toBe('ONBOARDING_LINK_INVALID');
    const other = await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/workers/${routes.world.workerOfB1.id}/get-started-link`,
      payload: { channels: ['email'] },
    });
    expect(other.statusCode).toBe(404);
    const token = await sendLink();
    routes.test.clock.set(new Date(routes.test.clock.now().getTime() + 31 * day));
    const expired = await show(token);
    expect(expired.statusCode).toBe(410);
    expect((await post(token, '/bank-account', { iban: 'FI2112345600000785' })).statusCode).toBe(410);
  });

  it('saves the confirmed details on the worker and shows the step done on return', async () => {
    const token = await sendLink();
    const details = {
      firstName: 'Säde',
      lastName: 'Öhman-Laine',
      mobile: '050 765 4321',
      addressCity: 'Tampere',
      birthday: '1994-03-08',
    };
    const saved = await post(token, '/details', details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await show(token)).json().details).toMatchObject({
      lastName: 'Öhman-Laine',
      mobile: '+358507654321',
      addressCity: 'Tampere',
      birthday: '1994-03-08',
    });
    expect((await show(token)).json().details.confirmedAt).not.toBeNull();
    const [worker] = await routes.db().select().from(users).where(eq(users.id, routes.world.worker.id));
    expect(worker).toMatchObject({ lastName: 'Öhman-Laine', addressCity: 'Tampere' });
    const badPhone = await post(token, '/details', { ...details, mobile: 'ei numero' });
    expect(badPhone.statusCode).toBe(400);
  });

  it('stores the IBAN sealed, shows it masked, and refuses an invalid one', async () => {
    const token = await sendLink();
    expect((await post(token, '/bank-account', { iban: 'FI21 1234 5600 0007 86' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const saved = await post(token, '/bank-account', { iban: 'FI21 1234 5600 0007 85' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bankAccount.ibanMasked).toBe('FI** **** **** **07 85');
    const [row] = await routes
      .db()
      .select()
      .from(workerPaymentDetails)
      .where(eq(workerPaymentDetails.workerId, routes.world.worker.id));
    expect(row?.ibanCipher).toBeTruthy();
    expect(row?.ibanCipher).not.toContain('FI2112345600000785');
  });

  it('takes a tax card checked by its content with the withholding rate', async () => {
    const token = await sendLink();
    const url = (percent: string) => `${base(token)}/tax-card?withholdingPercent=${percent}`;
    const empty = await upload(url('12.5'), Buffer.alloc(0));
    expect(empty.json().code).toBe('FILE_EMPTY');
    const exe = await upload(url('12.5'), disguisedExe);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('FILE_EXECUTABLE');
    expect((await upload(url('120'), smallPdf)).statusCode).toBe(400);
    const oversize = Buffer.concat([smallPdf, Buffer.alloc(maxUploadBytes)]);
    const tooLarge = await upload(url('12.5'), oversize);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');
    const saved = await upload(url('12.5'), smallPdf);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().taxCard.withholdingPercent).toBe(12.5);
    const [checklist] = await routes.db().select().from(onboardingChecklists);
    expect(checklist).toMatchObject({
      taxCardContentType: 'application/pdf',
      taxCardSizeBytes: smallPdf.length,
    });
    // A new card replaces the old one, whose file is removed from the storage.
    expect((await upload(url('10'), smallPdf)).statusCode).toBe(200);
    const files = createLocalFileStorage(testFilesDir);
    expect(await files.get(checklist?.taxCardFileKey ?? '')).toBeNull();
    const [replaced] = await routes.db().select().from(onboardingChecklists);
    const kept = await files.get(replaced?.taxCardFileKey ?? '');
    expect(kept).not.toBeNull();
    kept?.destroy();
  });

  it('answers the open tuberculosis survey in place, once', async () => {
    const token = await sendLink();
    expect((await post(token, '/tuberculosis-survey', { answers: sampleAnswers() })).json().code).toBe(
      'TUBERCULOSIS_SURVEY_NOT_OPEN',
    );
    await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/tuberculosis-surveys`,
      payload: { workerId: routes.world.worker.id, channels: ['email'] },
    });
    expect((await show(token)).json().tuberculosisSurvey.status).toBe('sent');
    const answered = await post(token, '/tuberculosis-survey', { answers: sampleAnswers('nightSweats') });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().tuberculosisSurvey.status).toBe('answered');
    const list = await routes.staff({
      method: 'GET',
      url: `/api/accounts/${routes.world.accountA1.id}/tuberculosis-surveys?needsFollowUp=true`,
    });
    expect(list.json().followUpCount).toBe(1);
  });

  it('lists the worker’s open document requests and answers them in place', async () => {
    const token = await sendLink();
    const created = await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/document-requests`,
      payload: {
        workerId: routes.world.worker.id,
        title: 'Aloitusasiakirjat',
        description: null,
        mandatory: true,
        deadline: null,
        documents: [
          { name: 'Laillistamistodistus', kind: 'licence' },
          { name: 'Tutkintotodistus', kind: 'degree' },
        ],
      },
    });
    const request = created.json<{ id: string; documents: { id: string }[] }>();
    const [licence, degree] = request.documents as [{ id: string }, { id: string }];
    expect((await show(token)).json().documentRequests).toHaveLength(1);
    const documentUrl = (id: string, kind: string) =>
      `${base(token)}/document-requests/${request.id}/documents/${id}/${kind}`;
    const exe = await upload(`${documentUrl(licence.id, 'file')}?name=todistus.pdf`, disguisedExe);
    expect(exe.json().code).toBe('FILE_EXECUTABLE');
    const file = await upload(`${documentUrl(licence.id, 'file')}?name=todistus.pdf`, smallPdf);
    expect(file.statusCode, file.body).toBe(200);
    const link = await post(token, `/document-requests/${request.id}/documents/${degree.id}/link`, {
      name: 'Tutkinto',
      link: 'https://example.fi/tutkinto.pdf',
    });
    expect(link.statusCode, link.body).toBe(200);
    // Answered: no longer open, so the checklist no longer lists it.
    expect(link.json().documentRequests).toEqual([]);
    const [stored] = await routes
      .db()
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, request.id));
    expect(stored?.status).toBe('answered');
    const documents = await routes
      .db()
      .select()
      .from(requestedDocuments)
      .where(eq(requestedDocuments.requestId, request.id));
    expect(documents.map((document) => document.status)).toEqual(['received', 'received']);
  });

  it('opens the signing page with a new link for the contract waiting for a signature', async () => {
    const token = await sendLink();
    const none = await routes.publicCall({ method: 'GET', url: `${base(token)}/contract` });
    expect(none.json().code).toBe('ONBOARDING_CONTRACT_NOT_SENT');
    await routes
      .db()
      .insert(employmentContracts)
      .values({
        accountId: routes.world.accountA1.id,
        workerId: routes.world.worker.id,
        locale: 'fi',
        title: 'Työsopimus',
        terms: {},
        startsOn: '2026-12-01',
        body: 'Sopimus',
        status: 'sent',
        channels: ['email'],
        sentAt: routes.test.clock.now(),
        expiresAt: new Date(routes.test.clock.now().getTime() + 7 * day),
      });
    await routes
      .db()
      .update(users)
      .set({ workContractSent: true })
      .where(eq(users.id, routes.world.worker.id));
    expect((await show(token)).json().contract).toEqual({ state: 'sent', canSign: true });
    const redirect = await routes.publicCall({ method: 'GET', url: `${base(token)}/contract` });
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toMatch(/^\/sign\/[A-Za-z0-9_-]{43}$/);
  });

  it('shows HR the progress without the values, and the tax card only to the payroll roles', async () => {
    const token = await sendLink();
    const worker = `/api/accounts/${routes.world.accountA1.id}/workers/${routes.world.worker.id}`;
    const before = await routes.staff({ method: 'GET', url: `${worker}/get-started` });
    expect(before.json().checklist).toMatchObject({ taxCardAt: null, completedAt: null });
    expect((await routes.staff({ method: 'GET', url: `${worker}/tax-card` })).statusCode).toBe(404);
    await upload(`${base(token)}/tax-card?withholdingPercent=10`, smallPdf);
    const after = await routes.staff({ method: 'GET', url: `${worker}/get-started` });
    expect(after.json().checklist.taxCardAt).not.toBeNull();
    expect(JSON.stringify(after.json())).not.toContain('withholding');
    const card = await routes.staff({ method: 'GET', url: `${worker}/tax-card` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.rawPayload.equals(smallPdf)).toBe(true);
    const agentToken = await routes.test.signIn(routes.world.users.agent.email);
    expect((await routes.staff({ method: 'GET', url: `${worker}/tax-card` }, agentToken)).statusCode).toBe(
      403,
    );
  });
});
