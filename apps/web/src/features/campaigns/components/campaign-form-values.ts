import type { CampaignType, CampaignView } from '@portal/domain/campaigns';
import { formatCents, parseEuros, parseTypedDate } from '@portal/domain/shared';

/** The campaign form's fields as typed: amounts and percentages as text with a decimal comma. */
export type CampaignFormValues = {
  name: string;
  announcement: string;
  type: CampaignType;
  payValue: string;
  raisesPrice: boolean;
  priceValue: string;
  startDate: string;
  endDate: string;
  applyForPastShifts: boolean;
  areaIds: string[];
};

export function emptyCampaignValues(): CampaignFormValues {
  return {
    name: '',
    announcement: '',
    type: 'hourly-bonus',
    payValue: '',
    raisesPrice: false,
    priceValue: '',
    startDate: '',
    endDate: '',
    applyForPastShifts: false,
    areaIds: [],
  };
}

/** A stored value as the field shows it: euros, or a percentage (basis points), both with a comma. */
export const typedValueOf = (value: number) => formatCents(value).replace(/\u00a0/g, '');

export function valuesOfCampaign(campaign: CampaignView): CampaignFormValues {
  return {
    name: campaign.name,
    announcement: campaign.announcement ?? '',
    type: campaign.type,
    payValue: typedValueOf(campaign.payValue),
    raisesPrice: campaign.priceValue !== null,
    priceValue: campaign.priceValue === null ? '' : typedValueOf(campaign.priceValue),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    applyForPastShifts: campaign.applyForPastShifts,
    areaIds: campaign.areas.map((area) => area.id),
  };
}

/**
 * Euros as cents, or a percentage as basis points: both are hundredths of what is typed (`5,50` € is 550
 * cents, `10,5` % is 1050 basis points). What does not parse is NaN, for the schema to refuse.
 */
export function hundredthsOf(typed: string): number {
  return parseEuros(typed.trim()) ?? Number.NaN;
}

const dayOf = (typed: string) => parseTypedDate(typed) ?? typed.trim();

/** What the schema checks: the typed values as the API's input. */
export function toCampaignCandidate(values: CampaignFormValues) {
  return {
    name: values.name,
    announcement: values.announcement,
    type: values.type,
    payValue: hundredthsOf(values.payValue),
    priceValue: values.raisesPrice ? hundredthsOf(values.priceValue) : null,
    startDate: dayOf(values.startDate),
    endDate: dayOf(values.endDate),
    applyForPastShifts: values.applyForPastShifts,
    areaIds: values.areaIds,
  };
}
