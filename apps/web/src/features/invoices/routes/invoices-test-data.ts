import type { InvoiceDetail, InvoiceLine, InvoiceSummary } from '@portal/domain/billing';
import { accountIds } from '@/testing/build-me';

export const invoicesPath = `/api/accounts/${accountIds.first}/invoices`;
export const invoiceId = '70000000-0000-4000-8000-000000000001';
export const creditNoteId = '70000000-0000-4000-8000-000000000002';
export const contractId = '50000000-0000-4000-8000-000000000001';
export const otherContractId = '50000000-0000-4000-8000-000000000002';

/** A sent invoice of Koivula for October 2026 as the list shows it. */
export function buildSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: invoiceId,
    kind: 'invoice',
    status: 'sent',
    displayStatus: 'sent',
    number: 1001,
    contractId,
    contractName: 'Palvelukoti Koivula',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    invoiceDate: '2026-11-02',
    dueDate: '2026-11-16',
    paidOn: null,
    netCents: 123450,
    vatCents: 31480,
    grossCents: 154930,
    creditsInvoiceId: null,
    creditsInvoiceNumber: null,
    openDisputeCount: 0,
    createdAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

export function buildLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: '71000000-0000-4000-8000-000000000001',
    position: 1,
    shiftId: '72000000-0000-4000-8000-000000000001',
    workerName: 'Maija Hoitaja',
    areaName: 'Osasto 2',
    careRole: null,
    kind: 'base',
    description: 'Aamuvuoro',
    deliveryDay: '2026-10-05',
    quantityHundredths: 775,
    unitCents: 3850,
    netCents: 29838,
    vatCategory: 'standard',
    vatRateBasisPoints: 2550,
    ...overrides,
  };
}

const party = {
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  email: null,
};

/** The invoice whole (two lines on two days); `actions` as the admin gets them for a sent invoice. */
export function buildDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...buildSummary(),
    accountId: accountIds.first,
    language: 'fi',
    notes: null,
    paymentTermDays: 14,
    referenceNumber: '10016',
    rfReference: 'RF54 1001 6',
    virtualBarcode: null,
    seller: {
      ...party,
      name: 'Hoivapalvelu Oy',
      businessId: '1234567-1',
      iban: 'FI21 1234 5600 0007 85',
      bic: 'NDEAFIHH',
    },
    buyer: { ...party, name: 'Palvelukoti Koivula', email: 'laskut@koivula.example' },
    vatRows: [
      { category: 'standard', rateBasisPoints: 2550, netCents: 123450, vatCents: 31480, grossCents: 154930 },
    ],
    lines: [
      buildLine(),
      buildLine({
        id: '71000000-0000-4000-8000-000000000002',
        position: 2,
        kind: 'kilometre',
        deliveryDay: '2026-10-06',
        quantityHundredths: 1250,
        unitCents: 57,
        netCents: 713,
      }),
    ],
    creditNotes: [],
    actions: ['markPaid', 'credit'],
    disputes: [],
    canDispute: false,
    ...overrides,
  };
}
