import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { accountId, apiBase, buildRequest, buildSummary, me, requestId } from './document-requests-test-data';

const listPath = '/apps/hr/document-requests/list';

describe('document requests list', () => {
  it('shows each request with its worker, status, deadline and documents, overdue marked', async () => {
    renderApp(listPath, {
      me,
      handlers: {
        [`GET ${apiBase}`]: () => ({
          body: {
            items: [
              buildSummary({ status: 'returned', overdue: true, receivedCount: 1 }),
              buildSummary({
                id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f602',
                title: 'Verokortti 2027',
                workerName: 'Ville Virtanen',
                status: 'confirmed',
                deadline: null,
                receivedCount: 1,
                documentCount: 1,
              }),
            ],
            total: 2,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Asiakirjapyynnöt' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toBe('AloitusasiakirjatSäde ÖhmanPalautettuMyöhässä30.11.20261/2 saatu');
    expect(second?.textContent).toBe('Verokortti 2027Ville VirtanenHyväksytty–1/1 saatu');
    expect(within(table).getByRole('link', { name: 'Aloitusasiakirjat' })).toHaveAttribute(
      'href',
      expect.stringContaining('/apps/hr/document-requests/view/'),
    );
  });

  it('asks the server again when the overdue filter is ticked', async () => {
    const { server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(await screen.findByText('Ei asiakirjapyyntöjä.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vain myöhässä olevat' }));
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(1));
    expect(server.requests.at(-1)?.path).toBe(apiBase);
  });

  it('refuses to send a request without a worker or a document name, with the spec’s message', async () => {
    const { server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Pyydä asiakirjoja' }));
    await user.type(screen.getByRole('textbox', { name: /Otsikko/ }), 'Aloitusasiakirjat');
    await user.click(screen.getByRole('button', { name: 'Lähetä pyyntö' }));
    expect(await screen.findByText('Valitse työntekijä listasta.')).toBeInTheDocument();
    expect(screen.getByText('Liitteen nimi on pakollinen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poista asiakirja 1' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä pyyntö' }));
    expect(await screen.findByText('Pyydä vähintään yhtä asiakirjaa.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows super-admins the count of open requests in the menu (spec)', async () => {
    const superAdmin = buildMe('super-admin');
    const superAccountId = superAdmin.accounts[0]?.id ?? '';
    renderApp(listPath, {
      me: superAdmin,
      handlers: {
        [`GET /api/accounts/${superAccountId}/document-requests`]: () => ({ body: { items: [], total: 0 } }),
        [`GET /api/accounts/${superAccountId}/document-request-badge`]: () => ({ body: { count: 3 } }),
      },
    });
    const navigation = await screen.findByRole('navigation');
    expect(await within(navigation).findByLabelText('3 avointa asiakirjapyyntöä')).toBeInTheDocument();
  });

  it('does not ask for the badge for anyone but a super-admin (spec)', async () => {
    const { server } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(await screen.findByText('Ei asiakirjapyyntöjä.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/document-request-badge'))).toBe(false);
  });

  it('sends a request to a worker found by name and opens it', async () => {
    const worker = {
      id: buildSummary().workerId,
      fullName: 'Säde Öhman',
      email: 'sade@example.fi',
      mobile: null,
      profession: null,
    };
    const { router, server, user } = renderApp(listPath, {
      me,
      handlers: {
        [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }),
        [`GET /api/accounts/${accountId}/workers/search`]: () => ({ body: { items: [worker] } }),
        [`POST ${apiBase}`]: () => ({ status: 201, body: buildRequest({ status: 'open' }) }),
        [`GET ${apiBase}/${requestId}`]: () => ({ body: buildRequest({ status: 'open' }) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pyydä asiakirjoja' }));
    const form = screen.getByRole('region', { name: 'Uusi asiakirjapyyntö' });
    await user.type(within(form).getByRole('textbox', { name: /Työntekijä/ }), 'Sä');
    await user.click(await screen.findByRole('option', { name: /Säde Öhman/ }));
    await user.type(screen.getByRole('textbox', { name: /Otsikko/ }), 'Aloitusasiakirjat');
    await user.type(screen.getByRole('textbox', { name: /Asiakirjan 1 nimi/ }), 'Laillistamistodistus');
    await user.click(screen.getByRole('button', { name: 'Lähetä pyyntö' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/hr/document-requests/view/${requestId}`),
    );
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      workerId: worker.id,
      title: 'Aloitusasiakirjat',
      description: '',
      mandatory: true,
      deadline: null,
      documents: [{ name: 'Laillistamistodistus', kind: 'licence' }],
    });
  });

  it('keeps document requests from customers', async () => {
    const { router } = renderApp(listPath, { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(listPath));
  });
});
