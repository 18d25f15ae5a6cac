import type { WageReportDetail } from '@portal/domain/incomes-register';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildReportDetail, reportId, wageReportsPath } from './wage-reports-test-data';

const viewPath = `/apps/pay-&-billing/wage-reports/view/${reportId}`;
const irReportId = '3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a13';
const approved = buildReportDetail({
  status: 'approved',
  irReportId,
  events: [],
  canReplace: true,
  canInvalidate: true,
});

function renderReport(report: WageReportDetail, handlers: Record<string, FakeHandler> = {}) {
  return renderApp(viewPath, {
    me: buildMe('admin'),
    handlers: { [`GET ${wageReportsPath}/${reportId}`]: () => ({ body: report }), ...handlers },
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: /Palkkailmoitus/ }, { timeout: 20_000 });

describe('wage report view', () => {
  it('shows the amounts by income type with their names, and the history', async () => {
    renderReport(buildReportDetail());
    await heading();
    const lines = screen.getByRole('table', { name: 'Tulolajit' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TulolajiMääräKilometrit',
      '201 Aikapalkka360,00\u00a0€',
      '206 Iltatyökorvaus10,80\u00a0€',
      '311 Kilometrikorvaus (verovapaa)22,00\u00a0€40',
    ]);
    const history = screen.getByRole('table', { name: 'Tilahistoria' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Ilmoitus laadittuLähetetty');
    expect(screen.getByRole('button', { name: 'Lataa XML' })).toBeInTheDocument();
  });

  it('offers a sent report the answers the machine allows and no replacement or invalidation', async () => {
    renderReport(buildReportDetail());
    await heading();
    const answer = screen.getByRole('combobox', { name: 'Vastaus' });
    expect(answer).toHaveValue('Hyväksytty (voimassa)');
    expect(screen.queryByRole('button', { name: 'Tee korvaava ilmoitus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mitätöi' })).not.toBeInTheDocument();
  });

  it("records an approval only with the register's 32-character report id", async () => {
    const { server, user } = renderReport(buildReportDetail(), {
      [`POST ${wageReportsPath}/${reportId}/events`]: () => ({ body: approved }),
    });
    await heading();
    const idField = screen.getByRole('textbox', { name: 'Tulorekisterin ilmoitustunniste' });
    await user.type(idField, '123');
    await user.click(screen.getByRole('button', { name: 'Kirjaa vastaus' }));
    expect(await screen.findByText('Anna tulorekisterin 32-merkkinen ilmoitustunniste.')).toBeInTheDocument();
    await user.clear(idField);
    await user.type(idField, irReportId);
    await user.click(screen.getByRole('button', { name: 'Kirjaa vastaus' }));
    expect(await screen.findByText('Vastaus kirjattu.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      event: 'approve',
      irReportId,
    });
  });

  it('shows a final report no answer to record', async () => {
    renderReport(buildReportDetail({ status: 'rejected', events: [] }));
    await heading();
    expect(screen.getByText('Tässä tilassa tulorekisteriltä ei odoteta vastausta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirjaa vastaus' })).not.toBeInTheDocument();
  });

  it('invalidates an approved report only after a confirmation that it cannot be undone', async () => {
    let current = approved;
    const { server, user } = renderReport(approved, {
      [`GET ${wageReportsPath}/${reportId}`]: () => ({ body: current }),
      [`POST ${wageReportsPath}/${reportId}/invalidation`]: () => {
        current = { ...approved, invalidationMade: true, canInvalidate: false, events: ['invalidate'] };
        return { body: current };
      },
    });
    await heading();
    expect(screen.getByRole('button', { name: 'Tee korvaava ilmoitus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mitätöi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitätöi palkkailmoitus' });
    expect(dialog).toHaveTextContent('Mitätöintiä ei voi perua');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Tee mitätöinti-ilmoitus' }));
    expect(
      await screen.findByRole('button', { name: 'Lataa mitätöinti-XML' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vastaus' })).toHaveValue('Mitätöinti hyväksytty');
  });

  it('answers an unknown report with the spec message', async () => {
    renderApp(viewPath, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${wageReportsPath}/${reportId}`]: () => ({
          status: 404,
          body: { code: 'WAGE_REPORT_NOT_FOUND' },
        }),
      },
    });
    expect(
      await screen.findByText('Palkkailmoitusta ei löytynyt tunnisteella.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
