import { documentRequestListSchema, documentRequestSchema } from '@portal/domain/document-requests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { day, sampleRequest, smallPdf, useDocumentRequestsRoutes } from './document-requests-routes-setup';

describe('staff ask workers for documents and review the answers', () => {
  const routes = useDocumentRequestsRoutes();

  it('creates a request and e-mails the worker a link in the worker’s language', async () => {
    const { request, mail } = await routes.createWithToken();
    const parsed = documentRequestSchema.parse(request);
    expect(parsed).toMatchObject({
      status: 'open',
      workerName: 'Säde Öhman',
      mandatory: true,
      deadline: '2026-11-30',
      documentCount: 2,
      receivedCount: 0,
    });
    expect(parsed.documents.map((document) => document.status)).toEqual(['waiting', 'waiting']);
    expect(mail?.to).toBe(routes.world.worker.email);
    expect(mail?.subject).toBe('Asiakirjapyyntö: Aloitusasiakirjat');
    expect(mail?.text).toContain('- Laillistamistodistus');
    const audits = await routes.db().select().from(auditLog).where(eq(auditLog.subjectId, parsed.id));
    expect(audits.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses a request without documents, or a document without a name (spec)', async () => {
    const none = await routes.create(sampleRequest(routes.world.worker.id, { documents: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().issues[0].message).toBe('DOCUMENT_REQUEST_DOCUMENTS_REQUIRED');
    const unnamed = await routes.create(
      sampleRequest(routes.world.worker.id, { documents: [{ name: '  ', kind: 'other' }] }),
    );
    expect(unnamed.json().issues[0].message).toBe('ATTACHMENT_NAME_REQUIRED');
  });

  it('does not send to a worker of another account', async () => {
    const response = await routes.create(sampleRequest(routes.world.workerOfB1.id));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('WORKER_NOT_ASSIGNABLE');
  });

  it('lists by status, worker and overdue, with pages', async () => {
    await routes.createWithToken();
    await routes.createWithToken(
      sampleRequest(routes.world.secondWorker.id, { title: 'Verokortti', deadline: '2026-12-31' }),
    );
    const list = async (query: string) => {
      const response = await routes.staff({ method: 'GET', url: `${routes.url()}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return documentRequestListSchema.parse(response.json());
    };
    expect((await list('')).total).toBe(2);
    expect((await list(`workerId=${routes.world.secondWorker.id}`)).items.map((item) => item.title)).toEqual([
      'Verokortti',
    ]);
    expect((await list('status=answered')).total).toBe(0);
    expect((await list('perPage=1&page=2')).items).toHaveLength(1);
    expect((await list('overdue=true')).total).toBe(0);
    routes.test.clock.advance(10 * day);
    routes.adminToken = await routes.test.signIn(routes.world.users.admin.email);
    const overdue = await list('overdue=true');
    expect(overdue.items.map((item) => [item.title, item.overdue])).toEqual([['Aloitusasiakirjat', true]]);
  });

  it('confirms a licence only with the licence-granted date, graduation date and credits (spec)', async () => {
    const { token, request, documentIds } = await routes.createWithToken();
    const [licence, taxCard] = documentIds as [string, string];
    const early = await routes.review(request.id, licence, { decision: 'confirm', comment: null });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DOCUMENT_REVIEW_NOT_ALLOWED');
    await routes.upload(token, licence, smallPdf);
    await routes.upload(token, taxCard, smallPdf);

    const bare = await routes.review(request.id, licence, { decision: 'confirm', comment: null });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'DOCUMENT_CONFIRMATION_DETAILS_REQUIRED',
      details: { fields: ['licenceGrantedOn', 'graduatedOn', 'credits'] },
    });
    const confirmed = await routes.review(request.id, licence, {
      decision: 'confirm',
      comment: 'Valvira tarkistettu',
      licenceGrantedOn: '2021-06-15',
      graduatedOn: '2021-05-31',
      credits: 210,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().documents[0]).toMatchObject({
      status: 'confirmed',
      qualification: { licenceGrantedOn: '2021-06-15', graduatedOn: '2021-05-31', credits: 210 },
    });
    // A tax card needs no such details; with both confirmed the request is.
    const done = await routes.review(request.id, taxCard, { decision: 'confirm', comment: null });
    expect(done.json()).toMatchObject({ status: 'confirmed', processedByName: expect.any(String) });
  });

  it('returns a document only with a comment saying why', async () => {
    const { token, request, documentIds } = await routes.createWithToken();
    await routes.upload(token, documentIds[1] as string, smallPdf);
    const silent = await routes.review(request.id, documentIds[1] as string, {
      decision: 'return',
      comment: '',
    });
    expect(silent.json().issues[0].message).toBe('DOCUMENT_RETURN_COMMENT_REQUIRED');
  });

  it('cancels an open request once', async () => {
    const { request } = await routes.createWithToken();
    const cancel = () => routes.staff({ method: 'POST', url: routes.url(`/${request.id}/cancel`) });
    expect((await cancel()).json().status).toBe('cancelled');
    expect((await cancel()).json().code).toBe('DOCUMENT_REQUEST_NOT_CANCELLABLE');
  });

  it('hides another account’s request and file', async () => {
    const { request } = await routes.createWithToken();
    const other = await routes.staff({
      method: 'GET',
      url: routes.url(`/${request.id}`, routes.world.accountA2.id),
    });
    expect(other.statusCode).toBe(404);
  });

  it('counts the badge for super-admins only (spec)', async () => {
    await routes.createWithToken();
    await routes.createWithToken();
    const badge = (token: string) =>
      routes.staff(
        { method: 'GET', url: `/api/accounts/${routes.world.accountA1.id}/document-request-badge` },
        token,
      );
    const superToken = await routes.test.signIn(routes.world.users['super-admin'].email);
    expect((await badge(superToken)).json()).toEqual({ count: 2 });
    expect((await badge(routes.adminToken)).json()).toEqual({ count: null });
  });
});
