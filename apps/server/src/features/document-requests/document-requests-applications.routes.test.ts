import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerApplications } from '../../db/schema/recruitment.schema';
import { buildApplicant } from '../recruitment/applicant-factory';
import { sampleRequest, useDocumentRequestsRoutes } from './document-requests-routes-setup';

// Decision 0052: a request sent, answered and confirmed moves the worker's application, if it has one.
describe('document requests move an applicant’s application', () => {
  const routes = useDocumentRequestsRoutes();
  const stepOf = async (id: string) => {
    const [row] = await routes
      .db()
      .select()
      .from(workerApplications)
      .where(eq(workerApplications.userId, id));
    return row?.step;
  };

  it('requested when sent, received when every document is in, confirmed when all are confirmed', async () => {
    const applicant = await buildApplicant(routes.db(), {
      accountId: routes.world.accountA1.id,
      step: 'submitted',
    });
    const { token, request, documentIds } = await routes.createWithToken(
      sampleRequest(applicant.id, { documents: [{ name: 'Verokortti', kind: 'tax-card' }] }),
    );
    expect(await stepOf(applicant.id)).toBe('documents_requested');
    const documentId = documentIds[0] as string;
    const answered = await routes.answerLink(token, documentId, {
      name: 'Verokortti',
      link: 'https://vero.fi/x',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await stepOf(applicant.id)).toBe('documents_received');
    const confirmed = await routes.review(request.id, documentId, { decision: 'confirm', comment: null });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stepOf(applicant.id)).toBe('documents_confirmed');
  });

  it('leaves a worker without an application and a step the table does not allow alone', async () => {
    const response = await routes.create(sampleRequest(routes.world.worker.id));
    expect(response.statusCode).toBe(201);
    const rejected = await buildApplicant(routes.db(), {
      accountId: routes.world.accountA1.id,
      step: 'rejected',
    });
    await routes.createWithToken(sampleRequest(rejected.id));
    expect(await stepOf(rejected.id)).toBe('rejected');
  });
});
