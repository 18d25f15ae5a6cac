import { z } from 'zod';
import {
  campaignAnnouncementMaxLength,
  campaignNameMaxLength,
  campaignTypes,
  maxCampaignBasisPoints,
  maxCampaignCents,
} from './campaigns';

/** Issue messages the form shows its own texts for (features/campaigns/locales). */
export const campaignIssues = {
  endBeforeStart: 'CAMPAIGN_DATES_INVALID',
  areasRequired: 'CAMPAIGN_AREAS_REQUIRED',
  valueTooLarge: 'VALUE_TOO_LARGE',
} as const;

const maxValueOf = (type: (typeof campaignTypes)[number]) =>
  type === 'percent-raise' ? maxCampaignBasisPoints : maxCampaignCents;

/**
 * A campaign as the form saves it. Values are whole, non-negative cents (a bonus) or basis points (a
 * raise); `priceValue` null when the campaign raises only the pay. The start is not after the end
 * (CAMPAIGN_DATES_INVALID); at least one area (CAMPAIGN_AREAS_REQUIRED).
 */
export const campaignInputSchema = z
  .object({
    name: z.string().trim().min(1).max(campaignNameMaxLength),
    announcement: z
      .string()
      .trim()
      .max(campaignAnnouncementMaxLength)
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    type: z.enum(campaignTypes),
    payValue: z.int().min(0),
    priceValue: z.int().min(0).nullable(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    applyForPastShifts: z.boolean(),
    areaIds: z.array(z.uuid()),
  })
  .superRefine((input, context) => {
    if (input.endDate < input.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: campaignIssues.endBeforeStart });
    }
    if (input.areaIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['areaIds'], message: campaignIssues.areasRequired });
    }
    const max = maxValueOf(input.type);
    for (const field of ['payValue', 'priceValue'] as const) {
      const value = input[field];
      if (value !== null && value > max) {
        context.addIssue({ code: 'custom', path: [field], message: campaignIssues.valueTooLarge });
      }
    }
  })
  .transform((input) => ({ ...input, areaIds: [...new Set(input.areaIds)] }));
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;
