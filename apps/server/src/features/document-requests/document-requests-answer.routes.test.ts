import { maxUploadBytes } from '@portal/domain/document-requests';
import { describe, expect, it } from 'vitest';
import { day, smallPdf, smallPng, useDocumentRequestsRoutes } from './document-requests-routes-setup';

describe('the worker answers a document request from the link', () => {
  const routes = useDocumentRequestsRoutes();

  it('shows the worker only the request and its documents', async () => {
    const { token } = await routes.createWithToken();
    const response = await routes.show(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Aloitusasiakirjat',
      firstName: 'Säde',
      company: routes.world.accountA1.name,
      status: 'open',
      deadline: '2026-11-30',
    });
    expect(body.documents.map((document: { name: string }) => document.name)).toEqual([
      'Laillistamistodistus',
      'Verokortti',
    ]);
    // Nothing that names other people or the account's records.
    expect(JSON.stringify(body)).not.toMatch(/workerId|accountId|email|Virtanen/);
  });

  it('answers an unknown link 404', async () => {
    const response = await routes.show('ei-tallainen-linkki');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('DOCUMENT_REQUEST_LINK_INVALID');
  });

  it('accepts a real PDF and PNG, and the staff download the file as sent', async () => {
    const { token, request, documentIds } = await routes.createWithToken();
    const [licence, taxCard] = documentIds as [string, string];
    const first = await routes.upload(token, licence, smallPdf, 'laillistus.pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().documents[0].status).toBe('received');
    expect(first.json().status).toBe('open');
    // A PNG named .pdf is still a PNG: the name plays no part.
    const second = await routes.upload(token, taxCard, smallPng, 'verokortti.pdf');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().status).toBe('answered');

    const detail = await routes.staff({ method: 'GET', url: routes.url(`/${request.id}`) });
    expect(detail.json().documents[1].answer).toMatchObject({
      type: 'file',
      contentType: 'image/png',
      sizeBytes: smallPng.length,
    });
    const download = await routes.staff({
      method: 'GET',
      url: routes.url(`/${request.id}/documents/${taxCard}/file`),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('verokortti.png');
    expect(download.rawPayload.equals(smallPng)).toBe(true);
  });

  describe('refuses a file by what it is, with a message', () => {
    const cases: [string, Buffer, number, string][] = [
      ['a text file named .pdf', Buffer.from('just text, not a PDF'), 415, 'FILE_TYPE_NOT_ALLOWED'],
      [
        'an executable named .pdf (MZ header)',
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE'),
        415,
        'FILE_EXECUTABLE',
      ],
      ['a zero-byte file', Buffer.alloc(0), 400, 'FILE_EMPTY'],
      ['a file over 10 MB', Buffer.concat([smallPdf, Buffer.alloc(maxUploadBytes)]), 413, 'FILE_TOO_LARGE'],
    ];
    for (const [label, content, status, code] of cases) {
      it(label, async () => {
        const { token, documentIds } = await routes.createWithToken();
        const response = await routes.upload(token, documentIds[0] as string, content, 'todistus.pdf');
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().code).toBe(code);
        const after = await routes.show(token);
        expect(after.json().documents[0].status).toBe('waiting');
      });
    }
  });

  it('answers with a link; name and link are required (spec)', async () => {
    const { token, documentIds } = await routes.createWithToken();
    const documentId = documentIds[1] as string;
    const noName = await routes.answerLink(token, documentId, { name: ' ', link: 'https://vero.fi/x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues[0].message).toBe('ATTACHMENT_NAME_REQUIRED');
    const noLink = await routes.answerLink(token, documentId, { name: 'Verokortti', link: '' });
    expect(noLink.json().issues[0].message).toBe('ATTACHMENT_LINK_OR_FILE_REQUIRED');
    const answered = await routes.answerLink(token, documentId, {
      name: 'Verokortti',
      link: 'https://vero.example/verokortti',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().documents[1].status).toBe('received');
  });

  it('refuses an expired link with 410', async () => {
    const { token, documentIds } = await routes.createWithToken();
    routes.test.clock.advance(40 * day);
    const response = await routes.upload(token, documentIds[0] as string, smallPdf);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('DOCUMENT_REQUEST_LINK_EXPIRED');
    expect((await routes.show(token)).json().code).toBe('DOCUMENT_REQUEST_LINK_EXPIRED');
  });

  it('refuses a second answer, and a link whose request is answered, until HR returns a document', async () => {
    const { token, request, documentIds } = await routes.createWithToken();
    const [licence, taxCard] = documentIds as [string, string];
    await routes.upload(token, licence, smallPdf);
    const again = await routes.upload(token, licence, smallPdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_ANSWER_NOT_ALLOWED');
    await routes.upload(token, taxCard, smallPdf);
    const reused = await routes.upload(token, taxCard, smallPdf);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('DOCUMENT_REQUEST_CLOSED');

    const returned = await routes.review(request.id, taxCard, {
      decision: 'return',
      comment: 'Vanha verokortti',
    });
    expect(returned.json().status).toBe('returned');
    const shown = await routes.show(token);
    expect(shown.json().documents[1]).toMatchObject({ status: 'returned', comment: 'Vanha verokortti' });
    const resent = await routes.upload(token, taxCard, smallPng);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().status).toBe('answered');
  });

  it('refuses the link of a cancelled request', async () => {
    const { token, request } = await routes.createWithToken();
    const cancelled = await routes.staff({ method: 'POST', url: routes.url(`/${request.id}/cancel`) });
    expect(cancelled.json().status).toBe('cancelled');
    const response = await routes.show(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('DOCUMENT_REQUEST_CANCELLED');
  });
});
