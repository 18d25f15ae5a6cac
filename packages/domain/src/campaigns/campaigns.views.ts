import { z } from 'zod';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { campaignTypes } from './campaigns';

export const campaignAreaViewSchema = z.object({ id: z.uuid(), name: z.string() });

/** A campaign as the list and the form show it. */
export const campaignViewSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  name: z.string(),
  announcement: z.string().nullable(),
  type: z.enum(campaignTypes),
  payValue: z.number().int(),
  priceValue: z.number().int().nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  applyForPastShifts: z.boolean(),
  areas: z.array(campaignAreaViewSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const campaignPageSchema = pagedSchema(campaignViewSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** The campaigns list: by start date, latest first, in pages. */
export const listCampaignsQuerySchema = z.object({ ...pageQueryFields() });
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;

export const deletedCampaignSchema = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
export type DeletedCampaign = z.infer<typeof deletedCampaignSchema>;
