import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractSigningEvents } from '../../db/schema/employment-contracts.schema';
import { users } from '../../db/schema/users.schema';
import { pdfsig } from '../../testing/pdfsig';
import { minute, useEmploymentContractsRoutes } from './employment-contracts-test-world';

describe('the worker signs an employment contract from the link', () => {
  const routes = useEmploymentContractsRoutes();

  async function workerState() {
    const [row] = await routes
      .db()
      .select({ sent: users.workContractSent, signed: users.workContractSigned, step: users.stepState })
      .from(users)
      .where(eq(users.id, routes.world.worker.id));
    return row;
  }

  it('goes send → code from the SMS → verify → sign, and the staff download a sealed PDF pdfsig accepts', async () => {
    expect(await workerState()).toMatchObject({ sent: false, signed: false });
    const { contract, token } = await routes.sentContract();
    expect(contract.status).toBe('sent');
    expect(await workerState()).toEqual({ sent: true, signed: false, step: 'contract_pending' });

    const page = await routes.show(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      title: 'Työsopimus',
      firstName: 'Säde',
      status: 'sent',
      codeVerified: false,
      channels: [
        { channel: 'email', destination: expect.stringMatching(/\*\*\*/) },
        { channel: 'sms', destination: '+358 40 *** 67' },
      ],
    });
    // Nothing that names the account's records or the worker's full contact details.
    expect(page.body).not.toMatch(/workerId|accountId|\+358401234567|Öhman/);

    const pdf = await routes.readPdf(token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await routes.show(token)).json().status).toBe('viewed');

    await routes.verifiedCode(token);
    expect((await routes.show(token)).json().codeVerified).toBe(true);
    const signed = await routes.sign(token, '  sade  OHMAN ');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', signedPdfAvailable: true });
    expect(await workerState()).toEqual({ sent: true, signed: true, step: null });

    const detail = await routes.staff({ method: 'GET', url: routes.url(`/${contract.id}`) });
    const body = detail.json();
    expect(body).toMatchObject({ status: 'signed', eventChainValid: true, signerName: 'sade  OHMAN' });
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      'created',
      'sent',
      'opened',
      'code_sent',
      'code_verified',
      'signed',
    ]);
    const opened = body.events[2];
    expect(opened).toMatchObject({ party: 'worker', userAgent: 'Mozilla/5.0 (iPhone) testi' });
    expect(opened.ipAddress).toBe(routes.address);
    // The original's hash is of exactly the bytes the worker was shown.
    expect(body.originalSha256).toBe(
      (await import('node:crypto')).createHash('sha256').update(pdf.rawPayload).digest('hex'),
    );

    const download = await routes.staff({
      method: 'GET',
      url: routes.url(`/${contract.id}/pdf?version=signed`),
    });
    expect(download.statusCode).toBe(200);
    const report = await pdfsig(download.rawPayload);
    expect(report.valid, report.text).toBe(true);
    expect(report.wholeDocument).toBe(true);
    const tampered = Buffer.from(download.rawPayload);
    const at = tampered.indexOf('Työsopimus') > 0 ? tampered.indexOf('/Producer') : 200;
    tampered[at + 2] = tampered[at + 2] === 0x41 ? 0x42 : 0x41;
    expect((await pdfsig(tampered)).valid).toBe(false);

    const copy = await routes.publicCall({ method: 'GET', url: routes.signing(token, '/signed-pdf') });
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('answers an unknown link 404 and the signed copy 404 before signing', async () => {
    expect((await routes.show('ei-tallainen')).json().code).toBe('CONTRACT_LINK_INVALID');
    const { token, contract } = await routes.sentContract();
    const copy = await routes.publicCall({ method: 'GET', url: routes.signing(token, '/signed-pdf') });
    expect(copy.statusCode).toBe(404);
    expect(copy.json().code).toBe('CONTRACT_NOT_SIGNED');
    const staffCopy = await routes.staff({
      method: 'GET',
      url: routes.url(`/${contract.id}/pdf?version=signed`),
    });
    expect(staffCopy.statusCode).toBe(404);
  });

  it('refuses a name that is not the worker’s, and signing without a confirmed code', async () => {
    const { token } = await routes.sentContract();
    const early = await routes.sign(token);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('CONTRACT_CODE_REQUIRED');
    await routes.verifiedCode(token);
    const wrong = await routes.sign(token, 'Ville Virtanen');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('CONTRACT_SIGNER_NAME_MISMATCH');
    // The confirmation lasts 15 minutes.
    routes.test.clock.advance(16 * minute);
    expect((await routes.sign(token)).json().code).toBe('CONTRACT_CODE_REQUIRED');
  });

  it('counts wrong codes: 5 tries per code with the tries left, then the code is dead', async () => {
    const { token } = await routes.sentContract();
    await routes.askCode(token);
    const right = await routes.latestCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const response = await routes.verify(token, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CONTRACT_CODE_INVALID',
        details: { attemptsLeft: left },
      });
    }
    const last = await routes.verify(token, wrong);
    expect(last.statusCode).toBe(410);
    expect(last.json().code).toBe('CONTRACT_CODE_EXPIRED');
    // Even the right code no longer works; a new one does.
    expect((await routes.verify(token, right)).json().code).toBe('CONTRACT_CODE_EXPIRED');
    routes.test.clock.advance(minute);
    await routes.verifiedCode(token);
  });

  it('expires a code after 10 minutes', async () => {
    const { token } = await routes.sentContract();
    await routes.askCode(token);
    const code = await routes.latestCode();
    routes.test.clock.advance(11 * minute);
    expect((await routes.verify(token, code)).json().code).toBe('CONTRACT_CODE_EXPIRED');
  });

  it('sends at most 5 codes an hour per contract (429)', async () => {
    const { token } = await routes.sentContract();
    for (let index = 0; index < 5; index += 1) {
      expect((await routes.askCode(token, index % 2 ? 'email' : 'sms')).statusCode).toBe(200);
    }
    const sixth = await routes.askCode(token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('CONTRACT_CODE_LIMIT');
    routes.test.clock.advance(61 * minute);
    expect((await routes.askCode(token)).statusCode).toBe(200);
  });

  it('never stores the code or the link’s secret in the trail', async () => {
    const { token, contract } = await routes.sentContract();
    await routes.askCode(token);
    const code = await routes.latestCode();
    await routes.verify(token, code);
    const events = await routes
      .db()
      .select()
      .from(contractSigningEvents)
      .where(eq(contractSigningEvents.contractId, contract.id));
    const stored = JSON.stringify(events);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(`"${code}"`);
  });

  it('lets the worker decline with a reason', async () => {
    const { token, contract } = await routes.sentContract();
    const empty = await routes.publicCall({
      method: 'POST',
      url: routes.signing(token, '/decline'),
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const declined = await routes.publicCall({
      method: 'POST',
      url: routes.signing(token, '/decline'),
      payload: { reason: 'Otin toisen työn vastaan' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe('declined');
    const detail = await routes.staff({ method: 'GET', url: routes.url(`/${contract.id}`) });
    expect(detail.json()).toMatchObject({ status: 'declined', declineReason: 'Otin toisen työn vastaan' });
    expect((await routes.askCode(token)).json().code).toBe('CONTRACT_NOT_AWAITING_SIGNATURE');
    expect(await workerState()).toMatchObject({ sent: false, signed: false, step: 'waiting_for_contract' });
  });
});
