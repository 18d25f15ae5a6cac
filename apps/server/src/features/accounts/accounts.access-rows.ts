import type { StaffRole } from '@portal/domain/access';
import { type AccessRows, admins, everyone } from '../../testing/access-row';

/** Who changes the seller details: the organization's own admins, not an account's admin. */
const organizationAdmins: readonly StaffRole[] = ['super-admin', 'organization-admin'];

const buyerDetails = {
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

const sellerDetails = {
  legalName: 'Hoivapalvelu Esimerkki Oy',
  businessId: '0116297-6',
  streetAddress: 'Mannerheimintie 12 B',
  postcode: '00100',
  city: 'Helsinki',
  iban: 'FI21 1234 5600 0007 85',
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

/** Who may use the accounts routes (the access matrix, http/access-matrix.routes.test.ts). */
export const accountsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/settings': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/settings` }),
  },
  'PUT /api/accounts/:accountId/settings': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/settings`,
      payload: { unpaidTime: 30, minHoursWithBreak: 6 },
    }),
  },
  'GET /api/accounts/:accountId/billing-details': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/billing-details` }),
  },
  'PUT /api/accounts/:accountId/billing-details': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/billing-details`,
      payload: buyerDetails,
    }),
  },
  'GET /api/accounts/:accountId/seller-details': {
    allowed: admins,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/seller-details` }),
  },
  'PUT /api/accounts/:accountId/seller-details': {
    allowed: organizationAdmins,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/seller-details`,
      payload: sellerDetails,
    }),
  },
};
