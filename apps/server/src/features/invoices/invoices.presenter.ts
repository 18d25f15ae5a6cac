import { type Actor, asSubject, defineAbilitiesFor } from '@portal/domain/access';
import {
  canApplyInvoiceAction,
  formatNationalReference,
  formatRfReference,
  type InvoiceAction,
  type InvoiceDetail,
  type InvoiceDisplayStatus,
  type InvoiceDispute,
  type InvoiceLine,
  type InvoiceSummary,
  invoiceActions,
  invoiceDisplayStatusOn,
  invoiceTotalsOf,
  isFinnishIban,
  rfReferenceOf,
  virtualBarcodeOf,
} from '@portal/domain/billing';
import type { CareRole } from '@portal/domain/care-roles';
import type { InvoiceParty } from '../../db/schema/invoices.schema';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

const emptyParty: InvoiceParty = {
  name: '',
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  email: null,
};

/** The status a list shows: overdue is a sent invoice (never a credit note) past its due date. */
export function displayStatusOf(row: InvoiceRow, today: string): InvoiceDisplayStatus {
  if (row.kind === 'credit-note' || row.dueDate === null) {
    return row.status;
  }
  return invoiceDisplayStatusOn({ status: row.status, dueDate: row.dueDate }, today);
}

export function presentInvoiceSummary(
  row: InvoiceRow,
  context: { contractName: string; creditsInvoiceNumber: number | null; openDisputeCount: number },
  today: string,
): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    displayStatus: displayStatusOf(row, today),
    number: row.number,
    contractId: row.contractId,
    contractName: context.contractName,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    paidOn: row.paidOn,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    creditsInvoiceId: row.creditsInvoiceId,
    creditsInvoiceNumber: context.creditsInvoiceNumber,
    openDisputeCount: context.openDisputeCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentLine(row: InvoiceLineRow): InvoiceLine {
  return {
    id: row.id,
    position: row.position,
    shiftId: row.shiftId,
    workerName: row.workerName,
    areaName: row.areaName,
    careRole: row.careRole as CareRole | null,
    kind: row.kind,
    description: row.description,
    deliveryDay: row.deliveryDay,
    quantityHundredths: row.quantityHundredths,
    unitCents: row.unitCents,
    netCents: row.netCents,
    vatCategory: row.vatCategory,
    vatRateBasisPoints: row.vatRateBasisPoints,
  };
}

/** What the caller may do with the invoice now: its role's ability and the status machine. */
export function actionsFor(actor: Actor, row: InvoiceRow): InvoiceAction[] {
  if (row.kind === 'credit-note') {
    return [];
  }
  const ability = defineAbilitiesFor(actor);
  const record = asSubject('Invoices', { accountId: row.accountId });
  return invoiceActions.filter((action) => {
    const needs = action === 'delete' ? 'delete' : 'update';
    return ability.can(needs, record) && canApplyInvoiceAction(row.status, action);
  });
}

/** The 54-digit barcode of a numbered invoice with a positive total and a seller with a Finnish IBAN. */
export function barcodeOf(row: InvoiceRow): string | null {
  const iban = row.seller?.iban;
  if (
    row.kind !== 'invoice' ||
    !row.referenceNumber ||
    row.grossCents <= 0 ||
    !iban ||
    !isFinnishIban(iban)
  ) {
    return null;
  }
  return virtualBarcodeOf({
    iban,
    amountCents: row.grossCents,
    reference: row.referenceNumber,
    dueDate: row.dueDate,
  });
}

export type DetailParts = {
  contractName: string;
  /** The contract's legal basis of VAT exemption, printed on its exempt rows. */
  exemptionBasis: string | null;
  creditsInvoiceNumber: number | null;
  lines: readonly InvoiceLineRow[];
  creditNotes: { id: string; number: number | null; grossCents: number }[];
  /** A draft has no frozen parties: it shows the account's as they stand now. */
  currentParties: { seller: InvoiceParty; buyer: InvoiceParty } | null;
  disputes: InvoiceDispute[];
};

/** The customer disputes lines of a sent or paid invoice (never of a credit note); staff never do. */
export function canDispute(actor: Actor, row: InvoiceRow): boolean {
  const ability = defineAbilitiesFor(actor);
  return (
    row.kind === 'invoice' &&
    (row.status === 'sent' || row.status === 'paid') &&
    ability.can('create', asSubject('InvoiceDispute', { accountId: row.accountId }))
  );
}

export function presentInvoiceDetail(
  row: InvoiceRow,
  parts: DetailParts,
  actor: Actor,
  today: string,
): InvoiceDetail {
  const totals = invoiceTotalsOf(parts.lines);
  return {
    ...presentInvoiceSummary(
      row,
      { ...parts, openDisputeCount: parts.disputes.filter((dispute) => dispute.status === 'open').length },
      today,
    ),
    accountId: row.accountId,
    language: row.language,
    notes: row.notes,
    paymentTermDays: row.paymentTermDays,
    referenceNumber: row.referenceNumber ? formatNationalReference(row.referenceNumber) : null,
    rfReference: row.referenceNumber ? formatRfReference(rfReferenceOf(row.referenceNumber)) : null,
    virtualBarcode: barcodeOf(row),
    seller: row.seller ?? parts.currentParties?.seller ?? emptyParty,
    buyer: row.buyer ?? parts.currentParties?.buyer ?? emptyParty,
    vatRows: totals.rows.map((vatRow) => ({
      category: vatRow.category,
      rateBasisPoints: vatRow.rate,
      netCents: vatRow.netCents,
      vatCents: vatRow.vatCents,
      grossCents: vatRow.grossCents,
      exemptionBasis: vatRow.category === 'exempt' ? parts.exemptionBasis : null,
    })),
    lines: parts.lines.map(presentLine),
    creditNotes: parts.creditNotes,
    actions: actionsFor(actor, row),
    disputes: parts.disputes,
    canDispute: canDispute(actor, row),
  };
}
