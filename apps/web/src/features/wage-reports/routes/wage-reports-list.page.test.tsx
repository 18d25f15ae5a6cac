import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildReportSummary, buildToMake, wageReportsPath, workerId } from './wage-reports-test-data';

const listPath = '/apps/pay-&-billing/wage-reports/list';

function handlers(toMake = [buildToMake()]) {
  return {
    [`GET ${wageReportsPath}/to-report`]: () => ({ body: { items: toMake } }),
    [`GET ${wageReportsPath}`]: () => ({
      body: {
        items: [
          buildReportSummary({ status: 'rejected', overdue: true }),
          buildReportSummary({
            id: '33333333-3333-4333-8333-333333333333',
            paymentDate: '2026-10-16',
            status: 'approved',
            dueOn: '2026-10-21',
          }),
        ],
        total: 2,
      },
    }),
  };
}

describe('wage reports list', () => {
  it('shows the pay to report with its deadline marked overdue, and the reports with their states', async () => {
    renderApp(listPath, { me: buildMe('admin'), handlers: handlers() });
    const toReport = await screen.findByRole('table', { name: 'Ilmoitettavat palkat' }, { timeout: 20_000 });
    const [, row] = within(toReport).getAllByRole('row');
    expect(row?.textContent).toBe('Aino Nieminen13.11.2026196,40\u00a0€18.11.2026MyöhässäTee ilmoitus');
    expect(
      within(toReport).getByRole('button', { name: 'Tee ilmoitus: Aino Nieminen, 13.11.2026' }),
    ).toBeInTheDocument();

    const reports = await screen.findByRole('table', { name: 'Palkkailmoitukset' });
    const [, rejected, approved] = within(reports).getAllByRole('row');
    expect(rejected?.textContent).toBe(
      'Aino Nieminen30.10.2026HylättyMyöhässä04.11.2026392,80\u00a0€WR-20261030-0a1b2c3d4e5f6a7b',
    );
    expect(approved).toHaveTextContent('Aino Nieminen16.10.2026Hyväksytty21.10.2026');
    expect(approved).not.toHaveTextContent('Myöhässä');
    expect(screen.getByRole('link', { name: 'Palkkailmoitukset' })).toBeInTheDocument();
  });

  it("makes one worker's report, and every report of a payment date", async () => {
    const { server, user } = renderApp(listPath, {
      me: buildMe('admin'),
      handlers: {
        ...handlers([
          buildToMake(),
          buildToMake({ workerId: '44444444-4444-4444-8444-444444444444', workerName: 'Mikko Virtanen' }),
        ]),
        [`POST ${wageReportsPath}`]: () => ({ status: 201, body: { items: [buildReportSummary()] } }),
      },
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Tee ilmoitus: Mikko Virtanen, 13.11.2026' },
        { timeout: 20_000 },
      ),
    );
    expect(
      await screen.findByText('Laadittu 1 palkkailmoitusta.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tee maksupäivän 13.11.2026 ilmoitukset' }));
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      { paymentDate: '2026-11-13', workerId: '44444444-4444-4444-8444-444444444444' },
      { paymentDate: '2026-11-13' },
    ]);
  });

  it('names the worker without an identity code when a report is refused', async () => {
    const { user } = renderApp(listPath, {
      me: buildMe('admin'),
      handlers: {
        ...handlers(),
        [`POST ${wageReportsPath}`]: () => ({ status: 422, body: { code: 'WORKER_IDENTITY_CODE_MISSING' } }),
      },
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Tee ilmoitus: Aino Nieminen, 13.11.2026' },
        { timeout: 20_000 },
      ),
    );
    expect(
      await screen.findByText(/Työntekijältä puuttuu henkilötunnus/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('filters by status through the address', async () => {
    const { router, user } = renderApp(listPath, { me: buildMe('admin'), handlers: handlers() });
    const filters = await screen.findByRole(
      'search',
      { name: 'Suodata palkkailmoituksia' },
      { timeout: 20_000 },
    );
    await user.click(within(filters).getByRole('combobox', { name: 'Tila' }));
    await user.click(await screen.findByRole('option', { name: 'Hylätty' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=rejected'));
  });
  it('filters by a worker found by name', async () => {
    const { router, user } = renderApp(listPath, {
      me: buildMe('admin'),
      handlers: {
        ...handlers(),
        [`GET /api/accounts/${accountIds.first}/workers`]: () => ({
          body: {
            items: [
              {
                id: workerId,
                fullName: 'Aino Nieminen',
                email: 'aino@example.fi',
                mobile: null,
                profession: null,
                status: 'accepted',
                confirmed: true,
                love: false,
                addressCity: null,
                addressRegion: null,
                birthday: null,
                stepState: null,
                pools: [],
              },
            ],
            total: 1,
            page: 1,
            perPage: 20,
          },
        }),
      },
    });
    const filters = await screen.findByRole(
      'search',
      { name: 'Suodata palkkailmoituksia' },
      { timeout: 20_000 },
    );
    await user.type(within(filters).getByRole('combobox', { name: 'Työntekijä' }), 'Ai');
    await user.click(await screen.findByRole('option', { name: 'Aino Nieminen' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.search).toContain(`workerId=${workerId}`));
  });
});
