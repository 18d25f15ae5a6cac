import { randomUUID } from 'node:crypto';
import {
  formatNationalReference,
  formatRfReference,
  type InvoiceDetail,
  type InvoiceLine,
  invoiceTotalsOf,
  nationalReferenceOf,
  rfReferenceOf,
  virtualBarcodeOf,
} from '@portal/domain/billing';
import { addDays, lineNetCents, type VatCategory, vatRateOn } from '@portal/domain/shared';

/**
 * Realistic invoices for the documents' tests (and anyone who wants to look at a PDF): lines priced and
 * totalled by the domain's rules, references and the barcode made by the domain's functions.
 */

type LineSpec = {
  day: string;
  worker: string;
  role: InvoiceLine['careRole'];
  area: string;
  kind: string;
  quantityHundredths: number;
  unitCents: number;
  vatCategory: VatCategory;
};

function line(spec: LineSpec, position: number): InvoiceLine {
  return {
    id: randomUUID(),
    position,
    shiftId: randomUUID(),
    workerName: spec.worker,
    areaName: spec.area,
    careRole: spec.role,
    kind: spec.kind,
    description: `${spec.kind} ${spec.day}`,
    deliveryDay: spec.day,
    quantityHundredths: spec.quantityHundredths,
    unitCents: spec.unitCents,
    netCents: lineNetCents(spec.unitCents, spec.quantityHundredths),
    vatCategory: spec.vatCategory,
    vatRateBasisPoints: vatRateOn(spec.vatCategory, spec.day),
  };
}

export const sellerParty: InvoiceDetail['seller'] = {
  name: 'Hoivapalvelu Esimerkki Oy',
  businessId: '0116297-6',
  streetAddress: 'Mannerheimintie 12 B',
  postcode: '00100',
  city: 'Helsinki',
  einvoiceAddress: '003701162976',
  einvoiceOperator: '003721291126',
  email: 'laskutus@hoivapalvelu.example',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
};

export const buyerParty: InvoiceDetail['buyer'] = {
  name: 'Palvelukoti Kuusela Oy',
  businessId: '7654321-2',
  streetAddress: 'Kauppakatu 3',
  postcode: '40100',
  city: 'Jyväskylä',
  einvoiceAddress: '003776543212',
  einvoiceOperator: 'NDEAFIHH',
  email: 'ostolaskut@kuusela.example',
  iban: null,
  bic: null,
};

type InvoiceOptions = {
  number: number;
  lines: LineSpec[];
  language?: string;
  kind?: InvoiceDetail['kind'];
  invoiceDate?: string;
  creditsInvoiceNumber?: number | null;
  exemptionBasis?: string | null;
  notes?: string | null;
};

export function invoiceFixture(options: InvoiceOptions): InvoiceDetail {
  const lines = options.lines.map((spec, index) => line(spec, index + 1));
  const totals = invoiceTotalsOf(lines);
  const kind = options.kind ?? 'invoice';
  const invoiceDate = options.invoiceDate ?? '2024-09-16';
  const paymentTermDays = 14;
  const dueDate = addDays(invoiceDate, paymentTermDays);
  const reference = nationalReferenceOf(1000 + options.number);
  const rf = rfReferenceOf(reference);
  const days = lines.map((each) => each.deliveryDay).sort();
  return {
    id: randomUUID(),
    kind,
    status: 'sent',
    displayStatus: 'sent',
    number: options.number,
    contractId: randomUUID(),
    contractName: 'Hoitajien vuokraus 2024',
    periodFrom: days[0] ?? invoiceDate,
    periodTo: days.at(-1) ?? invoiceDate,
    invoiceDate,
    dueDate,
    paidOn: null,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    creditsInvoiceId: kind === 'credit-note' ? randomUUID() : null,
    creditsInvoiceNumber: options.creditsInvoiceNumber ?? null,
    openDisputeCount: 0,
    createdAt: '2024-09-16T08:00:00.000Z',
    accountId: randomUUID(),
    language: options.language ?? 'fi',
    notes: options.notes ?? null,
    paymentTermDays,
    referenceNumber: formatNationalReference(reference),
    rfReference: formatRfReference(rf),
    virtualBarcode:
      kind === 'invoice'
        ? virtualBarcodeOf({
            iban: sellerParty.iban ?? '',
            amountCents: totals.grossCents,
            reference: rf,
            dueDate,
          })
        : null,
    seller: sellerParty,
    buyer: buyerParty,
    vatRows: totals.rows.map((row) => ({
      category: row.category,
      rateBasisPoints: row.rate,
      netCents: row.netCents,
      vatCents: row.vatCents,
      grossCents: row.grossCents,
      exemptionBasis: row.category === 'exempt' ? (options.exemptionBasis ?? null) : null,
    })),
    lines,
    creditNotes: [],
    actions: [],
    disputes: [],
    canDispute: false,
  };
}

/** A fortnight across the VAT change of 1.9.2024: lines at 24 % and at 25.5 %. */
export function standardRateInvoice(language = 'fi'): InvoiceDetail {
  const shift = (
    day: string,
    worker: string,
    kind: string,
    quantityHundredths: number,
    unitCents: number,
  ) => ({
    day,
    worker,
    role: 'lähihoitaja' as const,
    area: 'Kuuselan palvelukoti, osasto A',
    kind,
    quantityHundredths,
    unitCents,
    vatCategory: 'standard' as const,
  });
  return invoiceFixture({
    number: 1042,
    language,
    notes: 'Laskutusjakso sisältää arvonlisäverokannan muutoksen 1.9.2024.',
    lines: [
      shift('2024-08-30', 'Aino Virtanen', 'base', 775, 3850),
      shift('2024-08-30', 'Aino Virtanen', 'evening', 400, 4620),
      shift('2024-08-31', 'Mikko Korhonen', 'saturday', 800, 5390),
      shift('2024-09-01', 'Mikko Korhonen', 'sunday', 800, 7700),
      shift('2024-09-02', 'Aino Virtanen', 'night', 1000, 5005),
      shift('2024-09-02', 'Aino Virtanen', 'kilometre', 2350, 57),
      shift('2024-09-03', 'Liisa Mäkinen', 'base', 1233, 3850),
    ],
  });
}

/** Healthcare staff leasing to a licensed unit: exempt (AVL 34-36 §). */
export function exemptInvoice(exemptionBasis: string | null = null): InvoiceDetail {
  const shift = (day: string, kind: string, quantityHundredths: number) => ({
    day,
    worker: 'Sanna Nieminen',
    role: 'sairaanhoitaja' as const,
    area: 'Terveyskeskussairaala, vuodeosasto 2',
    kind,
    quantityHundredths,
    unitCents: 5200,
    vatCategory: 'exempt' as const,
  });
  return invoiceFixture({
    number: 1043,
    invoiceDate: '2024-10-15',
    exemptionBasis,
    lines: [
      shift('2024-10-07', 'base', 800),
      shift('2024-10-08', 'evening', 350),
      shift('2024-10-12', 'saturday', 800),
    ],
  });
}

/** A credit note cancelling two lines of an invoice: negative amounts, no barcode. */
export function creditNote(language = 'fi'): InvoiceDetail {
  const credited = standardRateInvoice(language).lines.slice(0, 2);
  return invoiceFixture({
    number: 1044,
    kind: 'credit-note',
    language,
    creditsInvoiceNumber: 1042,
    invoiceDate: '2024-10-01',
    lines: credited.map((each) => ({
      day: each.deliveryDay,
      worker: each.workerName ?? '',
      role: each.careRole,
      area: each.areaName ?? '',
      kind: each.kind,
      quantityHundredths: -each.quantityHundredths,
      unitCents: each.unitCents,
      vatCategory: each.vatCategory,
    })),
  });
}
