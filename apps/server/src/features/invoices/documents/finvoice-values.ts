import type { InvoiceLine, InvoicePartyView } from '@portal/domain/billing';
import { compactIban, isIban, ovtCodeOf, parseBusinessId } from '@portal/domain/billing';

/** Values as Finvoice 3.0 writes them: amounts `-1234,50`, percentages `25,5`, dates CCYYMMDD. */

/** Integer cents with a decimal comma and no grouping: 314762 → '3147,62', -5 → '-0,05'. */
export function finvoiceAmount(cents: number): string {
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** Hundredths (7.75 h is 775) with a decimal comma: '7,75'. */
export const finvoiceQuantity = finvoiceAmount;

/** A rate in basis points: 2550 → '25,5', 2400 → '24', 0 → '0'. */
export function finvoicePercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole},${fraction}`;
}

/** A Finvoice date element's content: { Format: CCYYMMDD, text }. */
export function finvoiceDate(dayKey: string): { '@Format': string; '#': string } {
  return { '@Format': 'CCYYMMDD', '#': dayKey.replaceAll('-', '') };
}

/** Text cut to a schema length (the XSD limits names to 35 or 70 characters), or undefined when too short. */
export function clipped(text: string | null | undefined, max: number, min = 1): string | undefined {
  const trimmed = text?.trim().replace(/\s+/g, ' ') ?? '';
  const cut = [...trimmed].slice(0, max).join('');
  return cut.length >= min ? cut : undefined;
}

/** The VAT code of a row (UNCL 5305): S for a taxed rate, Z for zero, E for exempt. */
export function vatCodeOf(line: Pick<InvoiceLine, 'vatCategory'>): string {
  if (line.vatCategory === 'exempt') {
    return 'E';
  }
  return line.vatCategory === 'zero' ? 'Z' : 'S';
}

/**
 * The UN/ECE unit of a line: hours (HUR) or kilometres (KMT); a campaign line of one (a per-shift bonus or
 * a raise, decision 0038) counts pieces (C62), an hourly campaign's hours are hours.
 */
export function unitOf(kind: string, quantityHundredths?: number): { code: string; un: string } {
  if (kind === 'kilometre') {
    return { code: 'km', un: 'KMT' };
  }
  return kind === 'campaign' && quantityHundredths === 100
    ? { code: 'kpl', un: 'C62' }
    : { code: 'h', un: 'HUR' };
}

/** The VAT number of a Finnish business: FI and the business ID's eight digits. */
export function vatCodeNumber(businessId: string | null): string | undefined {
  const parsed = businessId ? parseBusinessId(businessId) : null;
  return parsed ? `FI${parsed.replace('-', '')}` : undefined;
}

/** A party's OVT code: its e-invoice address when that is one, else the one made of its business ID. */
export function ovtOf(party: InvoicePartyView): string | undefined {
  if (party.einvoiceAddress?.startsWith('0037')) {
    return party.einvoiceAddress;
  }
  const parsed = party.businessId ? parseBusinessId(party.businessId) : null;
  return parsed ? ovtCodeOf(parsed) : undefined;
}

/** An e-invoice address element: OVT codes carry ISO 6523 scheme 0037, an IBAN address the IBAN scheme. */
export function electronicAddress(address: string): { '@SchemeID'?: string; '#': string } {
  if (address.startsWith('0037')) {
    return { '@SchemeID': '0037', '#': address };
  }
  return isIban(address) ? { '@SchemeID': 'IBAN', '#': compactIban(address) } : { '#': address };
}
