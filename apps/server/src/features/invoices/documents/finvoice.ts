import type { InvoiceDetail, InvoiceLine, InvoicePartyView } from '@portal/domain/billing';
import { compactIban } from '@portal/domain/billing';
import { DomainError } from '@portal/domain/shared';
import { create } from 'xmlbuilder2';
import { pruned, type XmlNode } from '../../../lib/xml-node';
import {
  clipped,
  electronicAddress,
  finvoiceAmount,
  finvoiceDate,
  finvoicePercent,
  finvoiceQuantity,
  ovtOf,
  unitOf,
  vatCodeNumber,
  vatCodeOf,
} from './finvoice-values';
import { invoiceTexts } from './invoice-texts';
import type { InvoiceTexts } from './invoice-texts-type';

/**
 * The invoice as a Finvoice 3.0 e-invoice (Finanssiala's schema, reference/domain-rules.md §3.4), UTF-8, the
 * elements in the schema's order. Mapping (decision 0036): the staffing company is the seller, the account
 * the buyer; Y-tunnus is the party identifier, FI + its digits the VAT code, the OVT code the organisation
 * unit number; each invoice line is an InvoiceRow; VAT is specified per rate, an exempt row with the reason
 * code VATEX-EU-132 and its legal basis; EpiDetails is the credit transfer (IBAN, BIC, SPY reference).
 */

const money = (cents: number) => ({ '@AmountCurrencyIdentifier': 'EUR', '#': finvoiceAmount(cents) });

function postalAddress(party: InvoicePartyView, prefix: 'Seller' | 'Buyer'): XmlNode | undefined {
  const street = clipped(party.streetAddress, 35, 2);
  const town = clipped(party.city, 35, 2);
  const postcode = clipped(party.postcode, 35, 2);
  if (!street || !town || !postcode) {
    return undefined;
  }
  return {
    [`${prefix}StreetName`]: street,
    [`${prefix}TownName`]: town,
    [`${prefix}PostCodeIdentifier`]: postcode,
    CountryCode: 'FI',
  };
}

function partyDetails(party: InvoicePartyView, prefix: 'Seller' | 'Buyer'): XmlNode {
  return {
    [`${prefix}PartyIdentifier`]: party.businessId ?? undefined,
    [`${prefix}OrganisationName`]: clipped(party.name, 70, 2) ?? '--',
    [`${prefix}OrganisationTaxCode`]: vatCodeNumber(party.businessId),
    [`${prefix}PostalAddressDetails`]: postalAddress(party, prefix),
  };
}

function transmission(invoice: InvoiceDetail, at: Date): XmlNode | undefined {
  const { seller, buyer } = invoice;
  const from = seller.einvoiceAddress;
  const to = buyer.einvoiceAddress;
  const fromOperator = clipped(seller.einvoiceOperator, 35, 2);
  const toOperator = clipped(buyer.einvoiceOperator, 35, 2);
  if (!from || !to || !fromOperator || !toOperator) {
    return undefined;
  }
  return {
    MessageSenderDetails: { FromIdentifier: electronicAddress(from), FromIntermediator: fromOperator },
    MessageReceiverDetails: { ToIdentifier: electronicAddress(to), ToIntermediator: toOperator },
    MessageDetails: { MessageIdentifier: invoice.id, MessageTimeStamp: at.toISOString() },
  };
}

function vatSpecifications(invoice: InvoiceDetail, texts: InvoiceTexts): XmlNode[] {
  return invoice.vatRows.map((row) => {
    const exempt = row.category === 'exempt';
    return {
      VatBaseAmount: money(row.netCents),
      VatRatePercent: finvoicePercent(row.rateBasisPoints),
      VatCode: vatCodeOf({ vatCategory: row.category }),
      VatRateAmount: money(row.vatCents),
      VatFreeText: exempt ? (clipped(row.exemptionBasis, 70) ?? clipped(texts.exemptNote, 70)) : undefined,
      VatExemptionReasonCode: exempt ? 'VATEX-EU-132' : undefined,
    };
  });
}

function invoiceRow(line: InvoiceLine, texts: InvoiceTexts): XmlNode {
  const unit = unitOf(line.kind, line.quantityHundredths);
  const kindName = texts.kinds[line.kind] ?? line.description;
  return {
    ArticleIdentifier: clipped(line.kind, 70),
    ArticleName: clipped([kindName, line.careRole].filter(Boolean).join(', '), 100),
    InvoicedQuantity: {
      '@QuantityUnitCode': unit.code,
      '@QuantityUnitCodeUN': unit.un,
      '#': finvoiceQuantity(line.quantityHundredths),
    },
    UnitPriceAmount: { '@AmountCurrencyIdentifier': 'EUR', '#': finvoiceAmount(line.unitCents) },
    RowIdentifier: String(line.position),
    RowDeliveryDate: finvoiceDate(line.deliveryDay),
    RowFreeText: clipped([line.workerName, line.areaName].filter(Boolean).join(', '), 512),
    RowVatRatePercent: finvoicePercent(line.vatRateBasisPoints),
    RowVatCode: vatCodeOf(line),
    RowVatExcludedAmount: money(line.netCents),
  };
}

/** The notes in the 512-character pieces InvoiceFreeText takes. */
function freeTexts(notes: string | null): string[] | undefined {
  const characters = [...(notes?.trim() ?? '')];
  if (characters.length === 0) {
    return undefined;
  }
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += 512) {
    pieces.push(characters.slice(start, start + 512).join(''));
  }
  return pieces;
}

/**
 * Renders a sent invoice or credit note as Finvoice 3.0 XML. `at` is the message time stamp. A draft (no
 * number yet) has no e-invoice, and the payment part needs the seller's IBAN.
 */
export function renderFinvoice(invoice: InvoiceDetail, at: Date): string {
  const { number, invoiceDate, seller, buyer } = invoice;
  if (number === null || invoiceDate === null) {
    throw new DomainError('INVOICE_NOT_ALLOWED');
  }
  if (!seller.iban) {
    throw new DomainError('BILLING_DETAILS_MISSING', { fields: 'IBAN' });
  }
  const texts = invoiceTexts(invoice.language);
  const isCredit = invoice.kind === 'credit-note';
  const dueDate = invoice.dueDate ?? invoiceDate;
  const reference = invoice.referenceNumber?.replace(/\s+/g, '');
  const iban = compactIban(seller.iban);
  const finvoice: XmlNode = {
    '@Version': '3.0',
    '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@xsi:noNamespaceSchemaLocation': 'Finvoice3.0.xsd',
    MessageTransmissionDetails: transmission(invoice, at),
    SellerPartyDetails: partyDetails(seller, 'Seller'),
    SellerOrganisationUnitNumber: ovtOf(seller),
    SellerInformationDetails: {
      SellerCommonEmailaddressIdentifier: clipped(seller.email, 70),
      SellerAccountDetails: {
        SellerAccountID: { '@IdentificationSchemeName': 'IBAN', '#': iban },
        SellerBic: seller.bic ? { '@IdentificationSchemeName': 'BIC', '#': seller.bic } : undefined,
      },
    },
    InvoiceRecipientLanguageCode: invoice.language.slice(0, 2).toUpperCase(),
    BuyerPartyDetails: partyDetails(buyer, 'Buyer'),
    BuyerOrganisationUnitNumber: ovtOf(buyer),
    InvoiceDetails: {
      InvoiceTypeCode: isCredit ? 'INV02' : 'INV01',
      InvoiceTypeCodeUN: isCredit ? '381' : '380',
      InvoiceTypeText: isCredit ? texts.creditNoteTitle : texts.invoiceTitle,
      OriginCode: 'Original',
      InvoiceNumber: String(number),
      InvoiceDate: finvoiceDate(invoiceDate),
      OriginalInvoiceNumber:
        isCredit && invoice.creditsInvoiceNumber !== null ? String(invoice.creditsInvoiceNumber) : undefined,
      InvoicingPeriodStartDate: finvoiceDate(invoice.periodFrom),
      InvoicingPeriodEndDate: finvoiceDate(invoice.periodTo),
      AgreementIdentifier: clipped(invoice.contractName, 70),
      RowsTotalVatExcludedAmount: money(invoice.netCents),
      InvoiceTotalVatExcludedAmount: money(invoice.netCents),
      InvoiceTotalVatAmount: money(invoice.vatCents),
      InvoiceTotalVatIncludedAmount: money(invoice.grossCents),
      VatSpecificationDetails: vatSpecifications(invoice, texts),
      InvoiceFreeText: freeTexts(invoice.notes),
      PaymentTermsDetails: {
        PaymentTermsFreeText: clipped(texts.paymentTermDays(invoice.paymentTermDays), 70),
        InvoiceDueDate: finvoiceDate(dueDate),
      },
    },
    InvoiceRow: invoice.lines.map((line) => invoiceRow(line, texts)),
    EpiDetails: {
      EpiIdentificationDetails: { EpiDate: finvoiceDate(invoiceDate), EpiReference: String(number) },
      EpiPartyDetails: {
        EpiBfiPartyDetails: {
          EpiBfiIdentifier: seller.bic ? { '@IdentificationSchemeName': 'BIC', '#': seller.bic } : undefined,
        },
        EpiBeneficiaryPartyDetails: {
          EpiNameAddressDetails: clipped(seller.name, 35, 2),
          EpiBei: seller.businessId ?? undefined,
          EpiAccountID: { '@IdentificationSchemeName': 'IBAN', '#': iban },
        },
      },
      EpiPaymentInstructionDetails: {
        EpiRemittanceInfoIdentifier: reference
          ? { '@IdentificationSchemeName': 'SPY', '#': reference }
          : undefined,
        EpiInstructedAmount: money(invoice.grossCents),
        EpiCharge: { '@ChargeOption': 'SHA', '#': 'SHA' },
        EpiDateOptionDate: finvoiceDate(dueDate),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, { Finvoice: pruned(finvoice) }).end({
    prettyPrint: true,
  });
}
