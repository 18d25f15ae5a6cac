import type { accounts, organizations } from '../schema/tenancy.schema';
import { seedIds } from './ids';

type OrganizationRow = typeof organizations.$inferInsert;
type AccountRow = typeof accounts.$inferInsert;

const businessIdWeights = [7, 9, 10, 5, 8, 4, 2] as const;

/** A Finnish business id (Y-tunnus) '1234567-C' from its seven digits; remainder 1 has no valid check digit. */
export function finnishBusinessId(digits: string): string {
  if (!/^\d{7}$/.test(digits)) {
    throw new Error(`a business id needs seven digits: ${digits}`);
  }
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (businessIdWeights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 1) {
    throw new Error(`${digits} cannot carry a check digit`);
  }
  return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
}

/** An OVT e-invoice address: 0037 and the business id's eight digits. */
function ovtCode(businessId: string): string {
  return `0037${businessId.replace('-', '')}`;
}

/**
 * The two staffing companies, each with its seller details for the invoices (issue 13): a real-format
 * Y-tunnus, a Finnish IBAN whose check digits hold (so the PDF gets its bank barcode), the bank's BIC, and
 * an OVT e-invoice address at an operator; and its Incomes Register details (decision 0044): a fictional
 * TyEL policy at a pension provider and a payroll contact person, so a demo admin can make wage reports.
 */
export function buildOrganizations(createdAt: Date): OrganizationRow[] {
  const first = '0116297-6';
  const second = '7654321-2';
  return [
    {
      id: seedIds.organizations.first,
      name: 'Hoivapalvelut Pohjoisvirta Oy',
      legalName: 'Hoivapalvelut Pohjoisvirta Oy',
      businessId: first,
      streetAddress: 'Hämeentie 15 A',
      postcode: '00500',
      city: 'Helsinki',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      einvoiceAddress: ovtCode(first),
      einvoiceOperator: '003721291126',
      billingEmail: 'laskutus@pohjoisvirta.example',
      pensionProviderCode: 46,
      pensionPolicyNo: '46-2581470',
      payrollContactName: 'Paula Palkkanen',
      payrollContactTelephone: '+358401234567',
      payrollContactEmail: 'palkat@pohjoisvirta.example',
      createdAt,
    },
    {
      id: seedIds.organizations.second,
      name: 'Kaarnahoiva Oy',
      legalName: 'Kaarnahoiva Oy',
      businessId: second,
      streetAddress: 'Yliopistonkatu 22',
      postcode: '20100',
      city: 'Turku',
      iban: 'FI3715903000000776',
      bic: 'NDEAFIHH',
      einvoiceAddress: ovtCode(second),
      einvoiceOperator: 'NDEAFIHH',
      billingEmail: 'laskutus@kaarnahoiva.example',
      pensionProviderCode: 54,
      pensionPolicyNo: '54-3692581',
      payrollContactName: 'Kalle Kaarnio',
      payrollContactTelephone: '+358501234567',
      payrollContactEmail: 'palkat@kaarnahoiva.example',
      createdAt,
    },
  ];
}

/** The account as the buyer on its invoices: name, address, invoice e-mail and OVT e-invoice address. */
function buyerDetails(
  billingName: string,
  businessId: string,
  billingStreetAddress: string,
  billingPostcode: string,
  billingCity: string,
  invoiceEmail: string,
) {
  return {
    billingName,
    billingStreetAddress,
    billingPostcode,
    billingCity,
    invoiceEmail,
    einvoiceAddress: ovtCode(businessId),
    einvoiceOperator: '003721291126',
  };
}

/** Two accounts in the first organization, one in the second. The first is where the demo staff work. */
export function buildAccounts(createdAt: Date): AccountRow[] {
  const common = { country: 'FI' as const, createdAt, updatedAt: createdAt };
  return [
    {
      ...common,
      id: seedIds.accounts.south,
      organizationId: seedIds.organizations.first,
      name: 'Pohjoisvirta Etelä-Suomi',
      businessId: finnishBusinessId('3187655'),
      ...buyerDetails(
        'Pohjoisvirta Etelä-Suomi',
        finnishBusinessId('3187655'),
        'Mannerheimintie 44',
        '00260',
        'Helsinki',
        'ostolaskut.etela@pohjoisvirta.example',
      ),
      paymentTermDays: 14,
      unpaidTime: 30,
      minHoursWithBreak: 6,
    },
    {
      ...common,
      id: seedIds.accounts.north,
      organizationId: seedIds.organizations.first,
      name: 'Pohjoisvirta Pohjois-Suomi',
      businessId: finnishBusinessId('3214508'),
      ...buyerDetails(
        'Pohjoisvirta Pohjois-Suomi',
        finnishBusinessId('3214508'),
        'Kirkkokatu 12',
        '90100',
        'Oulu',
        'ostolaskut.pohjoinen@pohjoisvirta.example',
      ),
      paymentTermDays: 21,
      unpaidTime: 30,
      minHoursWithBreak: 6,
    },
    {
      ...common,
      id: seedIds.accounts.west,
      organizationId: seedIds.organizations.second,
      name: 'Kaarnahoiva Länsi',
      businessId: finnishBusinessId('2965431'),
      ...buyerDetails(
        'Kaarnahoiva Länsi',
        finnishBusinessId('2965431'),
        'Aurakatu 8',
        '20100',
        'Turku',
        'ostolaskut.lansi@kaarnahoiva.example',
      ),
      paymentTermDays: 14,
      unpaidTime: 45,
      minHoursWithBreak: 7.5,
    },
  ];
}
