import type { IrPayer } from '@portal/domain/incomes-register';
import { irIdTypes, irResponsibilityCodes } from '@portal/domain/incomes-register';
import { create } from 'xmlbuilder2';
import { pruned, type XmlNode } from '../../../lib/xml-node';

/**
 * Values and parts shared by the Incomes Register documents (decision 0041): amounts as the schemas'
 * decimal2 (`1234.50`, a dot, two decimals), texts within the schemas' lengths, the delivery's parties.
 */

/** The software named in DeliveryData/Source (String30). */
export const irSource = 'Care staffing portal';

/** Integer cents as decimal2, always two decimals: 314762 → '3147.62', 5 → '0.05', -5 → '-0.05'. */
export function irAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`An amount must be whole cents: ${cents}`);
  }
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** Text with its white space collapsed, cut to a schema length (counted in characters, not UTF-16 units). */
export function irText(text: string, max: number): string {
  return [...text.trim().replace(/\s+/g, ' ')].slice(0, max).join('');
}

/** An Id element: a type (1 business ID, 2 personal identity code) and its code. */
export function irId(type: number, code: string): XmlNode {
  return { Type: type, Code: irText(code, 30) };
}

/** The payer's Y-tunnus as owner, creator and sender: the register wants creator and sender the same. */
export function deliveryParties(businessId: string): XmlNode {
  const id = irId(irIdTypes.businessId, businessId);
  return { DeliveryDataOwner: id, DeliveryDataCreator: id, DeliveryDataSender: id };
}

export function contactPersons(payer: IrPayer): XmlNode {
  const { name, telephone, email } = payer.contactPerson;
  return {
    ContactPerson: {
      Name: irText(name, 200),
      Telephone: irText(telephone, 40),
      Email: email ? irText(email, 70) : undefined,
      ResponsibilityCode: irResponsibilityCodes.content,
    },
  };
}

export function payerIdentity(payer: IrPayer): XmlNode {
  return {
    PayerIds: { Id: irId(irIdTypes.businessId, payer.businessId) },
    PayerBasic: { CompanyName: irText(payer.name, 200) },
  };
}

/**
 * A document: the root element in the register's namespace under its usual prefix, with the schema's
 * location as the register's examples give it, its children unqualified (the schemas' elementFormDefault),
 * UTF-8, pretty printed.
 */
export function renderIrDocument(
  root: { prefix: string; name: string; namespace: string; schemaFile: string },
  content: XmlNode,
): string {
  const element = {
    [`${root.prefix}:${root.name}`]: {
      [`@xmlns:${root.prefix}`]: root.namespace,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@xsi:schemaLocation': `${root.namespace} ${root.schemaFile}`,
      ...pruned(content),
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, element).end({ prettyPrint: true });
}
