import type { StaffRole } from '@portal/domain/access';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const settingsPath = `/api/accounts/${accountIds.first}/settings`;
const emptyBuyer = {
  billingName: null,
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  invoiceEmail: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  paymentTermDays: 14,
};
const emptySeller = {
  legalName: null,
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  iban: null,
  bic: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  billingEmail: null,
  pensionProviderCode: null,
  pensionPolicyNo: null,
  payrollContactName: null,
  payrollContactTelephone: null,
  payrollContactEmail: null,
};

function renderSettings(role: StaffRole, handlers: Record<string, FakeHandler> = {}) {
  const me = buildMe(role);
  return renderApp('/apps/settings/account-settings', {
    me,
    handlers: {
      [`GET ${settingsPath}`]: () => ({ body: { unpaidTime: 30, minHoursWithBreak: 6 } }),
      [`PUT ${settingsPath}`]: (request) => ({ body: request.body }),
      [`GET /api/accounts/${accountIds.first}/billing-details`]: () => ({ body: emptyBuyer }),
      [`GET /api/accounts/${accountIds.first}/seller-details`]: () => ({ body: emptySeller }),
      'PUT /api/me/profile': (request) => ({ body: { ...me.user, ...(request.body as object) } }),
      ...handlers,
    },
  });
}

async function accountSection() {
  return screen.findByRole('region', { name: 'Tili' });
}

describe('account settings page', () => {
  it.each(['super-admin', 'organization-admin', 'admin'] as const)(
    'lets %s change the account settings',
    async (role) => {
      const { user, server } = renderSettings(role);
      const section = await accountSection();
      const unpaidTime = await within(section).findByRole('textbox', { name: 'Palkaton tauko (minuuttia)' });

      await user.clear(unpaidTime);
      await user.type(unpaidTime, '45');
      await user.click(within(section).getByRole('button', { name: 'Tallenna tilin asetukset' }));

      expect(await screen.findByText('Asetukset tallennettu')).toBeInTheDocument();
      expect(
        server.requests.find((request) => request.method === 'PUT' && request.path === settingsPath)?.body,
      ).toEqual({ unpaidTime: 45, minHoursWithBreak: 6 });
    },
  );

  it.each(['agent', 'customer'] as const)('shows %s the account settings read-only', async (role) => {
    renderSettings(role);
    const section = await accountSection();

    expect(await within(section).findByText('Palkaton tauko (minuuttia)')).toBeInTheDocument();
    expect(within(section).getByText('30')).toBeInTheDocument();
    expect(within(section).getByText('Vain ylläpitäjät voivat muuttaa näitä asetuksia.')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Tallenna tilin asetukset' }),
    ).not.toBeInTheDocument();
    // Every role keeps its own profile form.
    expect(screen.getByRole('button', { name: 'Tallenna profiili' })).toBeInTheDocument();
  });

  it('keeps what was typed and explains out-of-range settings', async () => {
    const { user, server } = renderSettings('admin');
    const section = await accountSection();
    const unpaidTime = await within(section).findByRole('textbox', { name: 'Palkaton tauko (minuuttia)' });

    await user.clear(unpaidTime);
    await user.type(unpaidTime, '150');
    await user.click(within(section).getByRole('button', { name: 'Tallenna tilin asetukset' }));

    expect(await within(section).findByText('Suurin sallittu arvo on 120')).toBeInTheDocument();
    expect(unpaidTime).toHaveValue('150');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('validates the mobile number and keeps the input', async () => {
    const { user, server } = renderSettings('agent');
    const mobile = await screen.findByRole('textbox', { name: 'Matkapuhelinnumero' });

    await user.type(mobile, '040 123');
    await user.click(screen.getByRole('button', { name: 'Tallenna profiili' }));

    expect(await screen.findByText('Käytä vain numeroita, alussa voi olla +')).toBeInTheDocument();
    expect(mobile).toHaveValue('040 123');
    expect(server.requests.some((request) => request.path === '/api/me/profile')).toBe(false);

    await user.clear(mobile);
    await user.type(mobile, '+358401234567');
    await user.click(screen.getByRole('button', { name: 'Tallenna profiili' }));
    expect(await screen.findByText('Asetukset tallennettu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.path === '/api/me/profile')?.body).toMatchObject({
      mobile: '+358401234567',
    });
  });

  it('checks the new password and shows a wrong current password on its field', async () => {
    const { user } = renderSettings('agent', {
      'POST /api/me/password': () => ({ status: 400, body: { code: 'WRONG_PASSWORD' } }),
    });
    const section = await screen.findByRole('region', { name: 'Vaihda salasana' });
    const submit = within(section).getByRole('button', { name: 'Vaihda salasana' });

    await user.type(within(section).getByLabelText('Nykyinen salasana'), 'old-password');
    await user.type(within(section).getByLabelText('Uusi salasana'), 'short');
    await user.type(within(section).getByLabelText('Vahvista uusi salasana'), 'different');
    await user.click(submit);
    expect(within(section).getByText('Käytä vähintään 8 merkkiä')).toBeInTheDocument();
    expect(within(section).getByText('Salasanat eivät täsmää')).toBeInTheDocument();

    await user.clear(within(section).getByLabelText('Uusi salasana'));
    await user.type(within(section).getByLabelText('Uusi salasana'), 'long-enough');
    await user.clear(within(section).getByLabelText('Vahvista uusi salasana'));
    await user.type(within(section).getByLabelText('Vahvista uusi salasana'), 'long-enough');
    await user.click(submit);

    expect(await within(section).findByText('Nykyinen salasana on väärä')).toBeInTheDocument();
    expect(await screen.findByText('Asetusten tallentaminen epäonnistui')).toBeInTheDocument();
  });

  it('reports a failed save with the translated reason', async () => {
    const { user } = renderSettings('admin', {
      [`PUT ${settingsPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }),
    });
    const section = await accountSection();
    await within(section).findByRole('textbox', { name: 'Palkaton tauko (minuuttia)' });

    await user.click(within(section).getByRole('button', { name: 'Tallenna tilin asetukset' }));

    expect(await screen.findByText('Asetusten tallentaminen epäonnistui')).toBeInTheDocument();
    expect(screen.getByText('Jokin meni vikaan, yritä uudelleen')).toBeInTheDocument();
    // The toast's close button has a name (axe flags Mantine's default one).
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
  });
});
