import type { StaffRole } from '@portal/domain/access';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const buyerPath = `/api/accounts/${accountIds.first}/billing-details`;
const sellerPath = `/api/accounts/${accountIds.first}/seller-details`;

const buyer = {
  billingName: 'Palvelukoti Kuusela Oy',
  businessId: '7654321-2',
  streetAddress: 'Kauppakatu 3',
  postcode: '40100',
  city: 'Jyväskylä',
  invoiceEmail: 'ostolaskut@kuusela.example',
  einvoiceAddress: '003776543212',
  einvoiceOperator: 'NDEAFIHH',
  paymentTermDays: 14,
};

const seller = {
  legalName: 'Hoivapalvelu Esimerkki Oy',
  businessId: '0116297-6',
  streetAddress: 'Mannerheimintie 12 B',
  postcode: '00100',
  city: 'Helsinki',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
  einvoiceAddress: '003701162976',
  einvoiceOperator: '003721291126',
  billingEmail: 'laskutus@hoivapalvelu.example',
  pensionProviderCode: 46,
  pensionPolicyNo: '46-1234567X',
  payrollContactName: 'Paula Palkanlaskija',
  payrollContactTelephone: '+358401234567',
  payrollContactEmail: null,
};

function renderSettings(role: StaffRole, handlers: Record<string, FakeHandler> = {}) {
  return renderApp('/apps/settings/account-settings', {
    me: buildMe(role),
    handlers: {
      [`GET /api/accounts/${accountIds.first}/settings`]: () => ({
        body: { unpaidTime: 30, minHoursWithBreak: 6 },
      }),
      [`GET ${buyerPath}`]: () => ({ body: buyer }),
      [`PUT ${buyerPath}`]: (request) => ({ body: request.body }),
      [`GET ${sellerPath}`]: () => ({ body: seller }),
      [`PUT ${sellerPath}`]: (request) => ({ body: request.body }),
      ...handlers,
    },
  });
}

const billingSection = () => screen.findByRole('region', { name: 'Laskutustiedot' });
const sellerSection = () => screen.findByRole('region', { name: 'Laskuttajan tiedot' });

describe('billing details on the account settings page', () => {
  it('lets an admin change the buyer details, refusing a wrong Y-tunnus and e-invoice address before sending', async () => {
    const { user, server } = renderSettings('admin');
    const section = await billingSection();
    const businessId = await within(section).findByRole('textbox', { name: 'Y-tunnus' });
    const address = within(section).getByRole('textbox', { name: 'Verkkolaskuosoite' });
    const save = within(section).getByRole('button', { name: 'Tallenna laskutustiedot' });

    await user.clear(businessId);
    await user.type(businessId, '7654321-3');
    await user.clear(address);
    await user.type(address, '003712345678');
    await user.click(save);

    expect(
      await within(section).findByText(
        'Y-tunnus ei ole kelvollinen. Tarkista muoto 1234567-8 ja tarkistusnumero.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Verkkolaskuosoite ei ole kelvollinen (OVT-tunnus 0037 ja Y-tunnuksen numerot tai IBAN).',
      ),
    ).toBeInTheDocument();
    expect(businessId).toHaveValue('7654321-3');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(businessId);
    await user.type(businessId, '0116297-6');
    await user.clear(address);
    await user.type(address, '003701162976');
    const term = within(section).getByRole('textbox', { name: 'Maksuaika (päivää)' });
    await user.clear(term);
    await user.type(term, '30');
    await user.click(save);

    expect(await screen.findByText('Laskutustiedot tallennettu')).toBeInTheDocument();
    expect(
      server.requests.find((request) => request.method === 'PUT' && request.path === buyerPath)?.body,
    ).toEqual({
      ...buyer,
      businessId: '0116297-6',
      einvoiceAddress: '003701162976',
      paymentTermDays: 30,
    });
  });

  it('puts the server refusal of an identifier under its field, translated', async () => {
    const { user } = renderSettings('super-admin', {
      [`PUT ${buyerPath}`]: () => ({
        status: 400,
        body: { code: 'BUSINESS_ID_INVALID', details: { field: 'businessId' } },
      }),
    });
    const section = await billingSection();
    await within(section).findByRole('textbox', { name: 'Y-tunnus' });
    await user.click(within(section).getByRole('button', { name: 'Tallenna laskutustiedot' }));

    expect(
      await within(section).findByText(
        'Y-tunnus ei ole kelvollinen. Tarkista muoto 1234567-8 ja tarkistusnumero.',
      ),
    ).toBeInTheDocument();
  });

  it.each(['agent', 'customer'] as const)(
    'shows %s the billing details read-only and no seller details',
    async (role) => {
      renderSettings(role);
      const section = await billingSection();

      expect(await within(section).findByText('Palvelukoti Kuusela Oy')).toBeInTheDocument();
      expect(within(section).getByText('7654321-2')).toBeInTheDocument();
      expect(within(section).getByText('Kauppakatu 3, 40100 Jyväskylä')).toBeInTheDocument();
      expect(
        within(section).getByText('Vain ylläpitäjät voivat muuttaa laskutustietoja.'),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Laskuttajan tiedot' })).not.toBeInTheDocument();
    },
  );

  it('does not show an admin the seller details, which only organization-admins change', async () => {
    renderSettings('admin');
    await billingSection();
    expect(screen.queryByRole('region', { name: 'Laskuttajan tiedot' })).not.toBeInTheDocument();
  });

  it.each(['organization-admin', 'super-admin'] as const)(
    'lets %s change the seller details: the IBAN shown grouped, a wrong IBAN and BIC explained',
    async (role) => {
      const { user, server } = renderSettings(role);
      const section = await sellerSection();
      const iban = await within(section).findByRole('textbox', { name: 'IBAN-tilinumero' });
      const bic = within(section).getByRole('textbox', { name: 'BIC-koodi' });
      const save = within(section).getByRole('button', { name: 'Tallenna laskuttajan tiedot' });
      expect(iban).toHaveValue('FI21 1234 5600 0007 85');

      await user.clear(iban);
      await user.type(iban, 'FI21 1234 5600 0007 86');
      await user.clear(bic);
      await user.type(bic, 'NDEA');
      await user.click(save);
      expect(
        await within(section).findByText('IBAN-tilinumero ei ole kelvollinen. Tarkista numero.'),
      ).toBeInTheDocument();
      expect(
        within(section).getByText('BIC-koodi ei ole kelvollinen (8 tai 11 merkkiä).'),
      ).toBeInTheDocument();
      expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

      await user.clear(iban);
      await user.type(iban, 'FI37 1590 3000 0007 76');
      await user.clear(bic);
      await user.type(bic, 'OKOYFIHH');
      await user.click(save);
      expect(await screen.findByText('Laskuttajan tiedot tallennettu')).toBeInTheDocument();
      expect(
        server.requests.find((request) => request.path === sellerPath && request.method === 'PUT')?.body,
      ).toEqual({
        ...seller,
        iban: 'FI37 1590 3000 0007 76',
        bic: 'OKOYFIHH',
      });
      // The saved IBAN stays grouped in the field.
      expect(iban).toHaveValue('FI37 1590 3000 0007 76');
    },
  );

  it('lets an organization-admin keep the Incomes Register details in their own group, checked before sending', async () => {
    const { user, server } = renderSettings('organization-admin');
    const section = await sellerSection();
    const group = await within(section).findByRole('group', { name: 'Tulorekisteri' });
    const providerCode = within(group).getByRole('textbox', { name: /Eläkelaitoksen tunnus/ });
    const policyNo = within(group).getByRole('textbox', { name: /Eläkevakuutusnumero/ });
    const telephone = within(group).getByRole('textbox', { name: 'Yhteyshenkilön puhelinnumero' });
    const email = within(group).getByRole('textbox', { name: 'Yhteyshenkilön sähköpostiosoite' });
    expect(providerCode).toHaveValue('46');
    expect(policyNo).toHaveValue('46-1234567X');
    expect(within(group).getByRole('textbox', { name: 'Yhteyshenkilön nimi' })).toHaveValue(
      'Paula Palkanlaskija',
    );
    expect(telephone).toHaveValue('+358401234567');
    expect(email).toHaveValue('');

    await user.clear(providerCode);
    await user.type(providerCode, '4,5');
    await user.clear(policyNo);
    await user.type(policyNo, '46/1234567');
    await user.clear(telephone);
    await user.type(telephone, '123');
    await user.click(within(section).getByRole('button', { name: 'Tallenna laskuttajan tiedot' }));
    expect(await within(group).findByText(/Eläkevakuutusnumero ei kelpaa/)).toBeInTheDocument();
    expect(within(group).getByText(/Puhelinnumero ei kelpaa/)).toBeInTheDocument();
    expect(within(group).getByText('Anna luku')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(providerCode);
    await user.type(providerCode, '54');
    await user.clear(policyNo);
    await user.type(policyNo, '54-7654321');
    await user.clear(telephone);
    await user.type(telephone, '050 765 4321');
    await user.type(email, 'palkat@hoivapalvelu.example');
    await user.click(within(section).getByRole('button', { name: 'Tallenna laskuttajan tiedot' }));
    expect(await screen.findByText('Laskuttajan tiedot tallennettu')).toBeInTheDocument();
    expect(
      server.requests.find((request) => request.path === sellerPath && request.method === 'PUT')?.body,
    ).toEqual({
      ...seller,
      iban: 'FI21 1234 5600 0007 85',
      pensionProviderCode: 54,
      pensionPolicyNo: '54-7654321',
      payrollContactTelephone: '050 765 4321',
      payrollContactEmail: 'palkat@hoivapalvelu.example',
    });
  });
});
