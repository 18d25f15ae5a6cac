import type { StaffRole } from '@portal/domain/access';
import type { LicenceCheck } from '@portal/domain/licence-checks';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { stubFetch } from '@/testing/fake-server';
import { LicenceChecksCard } from './licence-checks-card';

const workerId = '30000000-0000-4000-8000-000000000001';
const checksPath = `/api/accounts/${accountIds.first}/workers/${workerId}/licence-checks`;
const today = helsinkiDayKey(new Date());

function buildCheck(overrides: Partial<LicenceCheck> = {}): LicenceCheck {
  return {
    id: '40000000-0000-4000-8000-000000000001',
    workerId,
    kind: 'professional_licence',
    register: 'terhikki',
    registrationNumber: '10012345678',
    result: 'confirmed',
    registerShowed: 'Laillistettu sairaanhoitaja',
    scope: ['sairaanhoitaja'],
    validFrom: '2015-06-01',
    validUntil: null,
    evidenceName: 'terhikki.pdf',
    checkedBy: { id: '50000000-0000-4000-8000-000000000001', name: 'Anna Admin' },
    checkedAt: '2026-11-20T08:00:00.000Z',
    superseded: false,
    ...overrides,
  };
}

function renderCard(
  checks: LicenceCheck[],
  handlers: Record<string, FakeHandler> = {},
  role: StaffRole = 'admin',
) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${checksPath}`]: () => ({ body: { workerId, profession: 'sairaanhoitaja', checks } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter([
    { path: '/', element: <LicenceChecksCard accountId={accountIds.first} workerId={workerId} /> },
  ]);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('the licence checks card', () => {
  it('shows the checks in force with their badges, the history and Valvira’s search in a new tab', async () => {
    const permit = buildCheck({
      id: '40000000-0000-4000-8000-000000000002',
      kind: 'work_permit',
      register: 'residence-permit',
      registrationNumber: null,
      scope: [],
      validUntil: addDays(today, 10),
      evidenceName: null,
    });
    const older = buildCheck({
      id: '40000000-0000-4000-8000-000000000003',
      superseded: true,
      evidenceName: null,
    });
    renderCard([buildCheck(), permit, older]);
    const card = await screen.findByRole('region', { name: 'Ammattioikeus ja työlupa' });
    expect(await within(card).findByText('Voimassa')).toBeInTheDocument();
    expect(within(card).getByText(/vaatii vahvistetun ammattioikeuden/)).toBeInTheDocument();
    expect(within(card).getByText('Päättyy 10 päivän kuluttua')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /JulkiTerhikistä/ });
    expect(link).toHaveAttribute('href', 'https://julkiterhikki.valvira.fi/');
    expect(link).toHaveAttribute('target', '_blank');
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('korvattu');
    expect(within(card).getByRole('button', { name: 'Lataa todiste terhikki.pdf' })).toBeInTheDocument();
  });

  it('says not verified when nothing is recorded', async () => {
    renderCard([]);
    expect(await screen.findAllByText('Tarkistamatta')).toHaveLength(2);
    expect(screen.getByText('Rekisteritarkistuksia ei ole vielä kirjattu.')).toBeInTheDocument();
  });

  it('records a check: refuses a bad registration number, then sends what the checker saw', async () => {
    const saved = buildCheck({ id: '40000000-0000-4000-8000-000000000009', validUntil: '2027-06-30' });
    const { server, user } = renderCard([], { [`POST ${checksPath}`]: () => ({ status: 201, body: saved }) });
    await user.click(await screen.findByRole('button', { name: 'Kirjaa rekisteritarkistus' }));
    const form = screen.getByRole('form', { name: 'Kirjaa rekisteritarkistus' });
    await user.type(within(form).getByRole('textbox', { name: /Rekisteröintinumero/ }), '123');
    await user.click(within(form).getByRole('button', { name: 'Tallenna tarkistus' }));
    expect(await within(form).findByText('Rekisteröintinumerossa on 11 numeroa.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    const number = within(form).getByRole('textbox', { name: /Rekisteröintinumero/ });
    await user.clear(number);
    await user.type(number, '10012345678');
    await user.type(within(form).getByRole('textbox', { name: /Voimassa asti/ }), '30.06.2027');
    await user.type(within(form).getByRole('textbox', { name: /Mitä rekisteri näytti/ }), 'Laillistettu');
    await user.click(within(form).getByRole('button', { name: 'Tallenna tarkistus' }));
    expect(await screen.findByText('Rekisteritarkistus tallennettu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      kind: 'professional_licence',
      register: 'terhikki',
      registrationNumber: '10012345678',
      result: 'confirmed',
      registerShowed: 'Laillistettu',
      scope: ['sairaanhoitaja'],
      validFrom: null,
      validUntil: '2027-06-30',
    });
  });

  it('attaches evidence to a check recorded without it', async () => {
    const bare = buildCheck({ evidenceName: null });
    const { server, user } = renderCard([bare], {
      [`POST ${checksPath}/${bare.id}/evidence`]: () => ({ body: { ...bare, evidenceName: 'terhikki.png' } }),
    });
    const attach = await screen.findByRole('button', { name: /Liitä todiste tarkistukseen/ });
    expect(attach).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'terhikki.png', { type: 'image/png' }));
    expect(await screen.findByText('Todiste terhikki.png liitetty')).toBeInTheDocument();
    const upload = server.requests.find((request) => request.method === 'POST');
    expect(upload?.path).toBe(`${checksPath}/${bare.id}/evidence`);
  });
});
