import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiBase, buildDocument, buildRequest, me, requestId } from './document-requests-test-data';

const viewPath = `/apps/hr/document-requests/view/${requestId}`;
const licenceId = buildDocument().id;
const reviewPath = `${apiBase}/${requestId}/documents/${licenceId}/review`;

describe('document request view', () => {
  it('shows the request and each document with its state and answer', async () => {
    renderApp(viewPath, {
      me,
      handlers: { [`GET ${apiBase}/${requestId}`]: () => ({ body: buildRequest() }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aloitusasiakirjat' })).toBeInTheDocument();
    expect(screen.getByText('Säde Öhman')).toBeInTheDocument();
    expect(screen.getByText('30.11.2026')).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Asiakirjat' })).getAllByRole('listitem');
    expect(documents).toHaveLength(2);
    expect(
      within(documents[0] as HTMLElement).getByRole('button', { name: 'Lataa laillistus.pdf' }),
    ).toBeInTheDocument();
    expect(within(documents[1] as HTMLElement).getByRole('link', { name: 'Verokortti' })).toHaveAttribute(
      'href',
      'https://vero.example/verokortti',
    );
    expect(screen.getAllByText('Vastaanotettu')).toHaveLength(2);
  });

  it('asks for the licence-granted date, graduation date and credits before confirming a licence', async () => {
    const confirmed = buildRequest({
      documents: [
        buildDocument({
          status: 'confirmed',
          qualification: { licenceGrantedOn: '2021-06-15', graduatedOn: '2021-05-31', credits: 210 },
        }),
      ],
    });
    let current = buildRequest();
    const { server, user } = renderApp(viewPath, {
      me,
      handlers: {
        [`GET ${apiBase}/${requestId}`]: () => ({ body: current }),
        [`POST ${reviewPath}`]: () => {
          current = confirmed;
          return { body: confirmed };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hyväksy Laillistamistodistus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyväksy: Laillistamistodistus' });
    await user.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    expect(
      within(dialog).getAllByText(/Laillistamispäivä, valmistumispäivä ja opintopisteet ovat pakollisia/),
    ).toHaveLength(3);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Laillistamispäivä/ }), '15.06.2021');
    await user.type(within(dialog).getByRole('textbox', { name: /Valmistumispäivä/ }), '31.05.2021');
    await user.type(within(dialog).getByRole('textbox', { name: /Opintopisteet/ }), '210');
    await user.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'confirm',
      comment: '',
      licenceGrantedOn: '2021-06-15',
      graduatedOn: '2021-05-31',
      credits: 210,
    });
    expect(
      await screen.findByText('Laillistettu 15.06.2021, valmistunut 31.05.2021, 210 op'),
    ).toBeInTheDocument();
  });

  it('returns a document only with a comment', async () => {
    const { user } = renderApp(viewPath, {
      me,
      handlers: { [`GET ${apiBase}/${requestId}`]: () => ({ body: buildRequest() }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Palauta Verokortti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palauta: Verokortti' });
    await user.click(within(dialog).getByRole('button', { name: 'Palauta työntekijälle' }));
    expect(within(dialog).getByText('Kerro kommentissa, mitä asiakirjasta puuttuu.')).toBeInTheDocument();
  });
});
