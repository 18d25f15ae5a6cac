import type {
  Announcement,
  AnnouncementInput,
  CampaignAnnouncementDraft,
} from '@portal/domain/announcements';
import type { UploadedImage } from '@portal/domain/images';
import { parseTypedDate } from '@portal/domain/shared';

/** The editor's fields as typed; the cover is kept whole so the preview can show it. */
export type AnnouncementFormValues = {
  title: string;
  summary: string;
  text: string;
  expiresOn: string;
  coverImageId: string;
  cover: UploadedImage | null;
  region: string | null;
  cities: string[];
  roles: string[];
  sticky: boolean;
  campaignId: string | null;
};

export function emptyAnnouncementValues(): AnnouncementFormValues {
  return {
    title: '',
    summary: '',
    text: '',
    expiresOn: '',
    coverImageId: '',
    cover: null,
    region: null,
    cities: [],
    roles: [],
    sticky: false,
    campaignId: null,
  };
}

export function valuesOfAnnouncement(announcement: Announcement): AnnouncementFormValues {
  return {
    title: announcement.title,
    summary: announcement.summary,
    text: announcement.text,
    expiresOn: announcement.expiresOn,
    coverImageId: announcement.coverImage?.id ?? '',
    cover: announcement.coverImage,
    region: announcement.targets.region,
    cities: announcement.targets.cities,
    roles: announcement.targets.roles,
    sticky: announcement.sticky,
    campaignId: announcement.campaignId,
  };
}

/** A campaign's start: its name, last day and its areas' cities (the rest is written by hand). */
export function valuesOfCampaignDraft(draft: CampaignAnnouncementDraft): AnnouncementFormValues {
  return {
    ...emptyAnnouncementValues(),
    title: draft.title,
    expiresOn: draft.expiresOn,
    region: draft.targets.region,
    cities: draft.targets.cities,
    roles: draft.targets.roles,
    campaignId: draft.campaignId,
  };
}

/** What the schema checks: the typed values as the API's input (a draft or not is the button's choice). */
export function toAnnouncementCandidate(values: AnnouncementFormValues): AnnouncementInput {
  return {
    title: values.title,
    summary: values.summary,
    text: values.text,
    expiresOn: parseTypedDate(values.expiresOn) ?? values.expiresOn.trim(),
    coverImageId: values.coverImageId,
    targets: { region: values.region, cities: values.cities, roles: values.roles },
    sticky: values.sticky,
    campaignId: values.campaignId,
  };
}
