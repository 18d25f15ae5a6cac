import type { StaffRole } from '@portal/domain/access';
import type { TemporaryContract } from '@portal/domain/temporary-contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { TemporaryContractsPanel } from './temporary-contracts-panel';

const worker = { id: '30000000-0000-4000-8000-000000000001', accountId: accountIds.first };
const contractsPath = `/api/accounts/${accountIds.first}/workers/${worker.id}/temporary-contracts`;
const area = {
  id: '40000000-0000-4000-8000-00000000000a',
  name: 'Hämeenpuiston koti',
  contract: 'Kehys 2026',
};

function contractOf(overrides: Partial<TemporaryContract> = {}): TemporaryContract {
  return {
    id: '80000000-0000-4000-8000-000000000001',
    workerId: worker.id,
    accountId: accountIds.first,
    area: { id: area.id, name: area.name },
    contract: 'Kehys 2026',
    documentId: 'TS-1',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    locationText: 'Osasto 3',
    salaryText: '19,50 €/h',
    writtenContract: 'new',
    pdfDocumentId: '90000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-22T10:00:00.000Z',
    createdBy: { id: '60000000-0000-4000-8000-000000000001', fullName: 'Antti Agentti' },
    ...overrides,
  };
}

function renderPanel(role: StaffRole, handlers: Record<string, FakeHandler>) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET /api/accounts/${accountIds.first}/worker-blocks/area-options`]: () => ({ body: { items: [area] } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <TemporaryContractsPanel worker={worker} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('temporary contracts panel', () => {
  it('lists the contracts with their period in DD.MM.YYYY and an Open PDF button', async () => {
    renderPanel('agent', { [`GET ${contractsPath}`]: () => ({ body: { items: [contractOf()] } }) });
    const table = await screen.findByRole('table', { name: 'Työntekijän määräaikaiset sopimukset' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('01.12.2026 – 31.12.2026');
    expect(row).toHaveTextContent('Uusi kirjallinen sopimus');
    expect(row).toHaveTextContent('22.11.2026 12:00, Antti Agentti');
    expect(within(row).getByRole('button', { name: 'Avaa PDF: TS-1' })).toBeInTheDocument();
  });

  it('names every missing field with its own message and sends nothing', async () => {
    const { server, user } = renderPanel('agent', {
      [`GET ${contractsPath}`]: () => ({ body: { items: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Luo sopimus ja PDF' }));
    for (const message of [
      'Sopimus vaaditaan',
      'Alue vaaditaan',
      'Asiakirjan tunniste vaaditaan',
      'Alkamispäivä vaaditaan',
      'Päättymispäivä vaaditaan',
      'Työntekopaikan teksti vaaditaan',
      'Palkkateksti vaaditaan',
      'Valitse kirjallisen työsopimuksen tilanne',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates a contract from dates typed DD.MM.YYYY, defaulting the contract to the area’s', async () => {
    const { server, user } = renderPanel('agent', {
      [`GET ${contractsPath}`]: () => ({ body: { items: [] } }),
      [`POST ${contractsPath}`]: () => ({ status: 201, body: contractOf() }),
    });
    const form = await screen.findByRole('form', { name: 'Uusi määräaikainen sopimus' });
    expect(within(form).getByRole('textbox', { name: 'Tili' })).toHaveValue('Hoivakoti 1');
    await user.click(within(form).getByLabelText('Alue', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: area.name }));
    expect(within(form).getByRole('textbox', { name: 'Sopimus' })).toHaveValue('Kehys 2026');
    await user.type(within(form).getByRole('textbox', { name: 'Asiakirjan tunniste' }), 'TS-1');
    await user.type(within(form).getByRole('textbox', { name: 'Alkamispäivä' }), '01.12.2026');
    await user.type(within(form).getByRole('textbox', { name: 'Päättymispäivä' }), '30.11.2026');
    await user.type(
      within(form).getByRole('textbox', { name: 'Työntekopaikka (sopimusteksti)' }),
      'Osasto 3',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Palkka (sopimusteksti)' }), '19,50 €/h');
    await user.click(within(form).getByRole('radio', { name: 'Uusi kirjallinen sopimus' }));
    await user.click(within(form).getByRole('button', { name: 'Luo sopimus ja PDF' }));
    expect(await screen.findByText('Päättymispäivä ei voi olla ennen alkamispäivää')).toBeInTheDocument();

    const endDate = within(form).getByRole('textbox', { name: 'Päättymispäivä' });
    await user.clear(endDate);
    await user.type(endDate, '31.12.2026');
    await user.click(within(form).getByRole('button', { name: 'Luo sopimus ja PDF' }));
    expect(await screen.findByText('Määräaikainen sopimus luotu')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        accountId: accountIds.first,
        contract: 'Kehys 2026',
        areaId: area.id,
        documentId: 'TS-1',
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        locationText: 'Osasto 3',
        salaryText: '19,50 €/h',
        writtenContract: 'new',
      }),
    );
  });

  it('keeps what was typed when creating fails, with the failure toast', async () => {
    const { user } = renderPanel('admin', {
      [`GET ${contractsPath}`]: () => ({ body: { items: [] } }),
      [`POST ${contractsPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }),
    });
    const form = await screen.findByRole('form', { name: 'Uusi määräaikainen sopimus' });
    await user.click(within(form).getByLabelText('Alue', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: area.name }));
    await user.type(within(form).getByRole('textbox', { name: 'Asiakirjan tunniste' }), 'TS-2');
    // 31.11. is no date: refused with the format hint. `1.12.2026` is as good as `01.12.2026` (issue 11).
    await user.type(within(form).getByRole('textbox', { name: 'Alkamispäivä' }), '31.11.2026');
    await user.click(within(form).getByRole('button', { name: 'Luo sopimus ja PDF' }));
    expect(await screen.findByText('Anna päivämäärä muodossa PP.KK.VVVV')).toBeInTheDocument();

    const startDate = within(form).getByRole('textbox', { name: 'Alkamispäivä' });
    await user.clear(startDate);
    await user.type(startDate, '1.12.2026');
    await user.type(within(form).getByRole('textbox', { name: 'Päättymispäivä' }), '02.12.2026');
    await user.type(
      within(form).getByRole('textbox', { name: 'Työntekopaikka (sopimusteksti)' }),
      'Osasto 1',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Palkka (sopimusteksti)' }), 'TES');
    await user.click(within(form).getByRole('radio', { name: 'Ei kirjallista sopimusta' }));
    await user.click(within(form).getByRole('button', { name: 'Luo sopimus ja PDF' }));
    expect(await screen.findByText('Määräaikaisen sopimuksen luominen epäonnistui')).toBeInTheDocument();
    expect(screen.getByText('Jokin meni vikaan, yritä uudelleen')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Asiakirjan tunniste' })).toHaveValue('TS-2');
  });

  it('shows customers the list without the form', async () => {
    renderPanel('customer', { [`GET ${contractsPath}`]: () => ({ body: { items: [] } }) });
    expect(await screen.findByText('Työntekijällä ei ole määräaikaisia sopimuksia.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
