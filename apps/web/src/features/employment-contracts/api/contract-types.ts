// PROVISIONAL: mirrors the API summary until the domain package's contracts arrive from ec-server.
export const employmentContractStatuses = [
  'draft',
  'sent',
  'viewed',
  'signed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type EmploymentContractStatus = (typeof employmentContractStatuses)[number];
export type SigningChannel = 'email' | 'sms';

export type ContractTerms = {
  role: string;
  hourlyWageCents: number;
  startsOn: string;
  endsOn?: string | null;
  collectiveAgreement: string;
  placeOfWork: string;
  probationPeriod?: string | null;
  workingHours?: string | null;
};

export type EmploymentContractSummary = {
  id: string;
  workerId: string;
  workerName: string;
  title: string;
  status: EmploymentContractStatus;
  awaitingCountersign: boolean;
  deadline: string | null;
  sentAt: string | null;
  signedAt: string | null;
  updatedAt: string;
};

export type ContractEvent = {
  id: string;
  at: string;
  kind: string;
  party: string | null;
  ip: string | null;
  userAgent: string | null;
  channel: SigningChannel | null;
};

export type EmploymentContract = EmploymentContractSummary & {
  templateId: string | null;
  terms: ContractTerms;
  countersignRequired: boolean;
  channels: SigningChannel[];
  events: ContractEvent[];
};

export type EmploymentContractInput = {
  workerId: string;
  templateId: string;
  title: string;
  terms: ContractTerms;
  countersignRequired: boolean;
};

export type ContractTemplate = {
  id: string;
  name: string;
  language: string;
  body: string;
  updatedAt: string;
};
export type ContractTemplateInput = { name: string; language: string; body: string };

export type ContractListQuery = {
  page: number;
  perPage: number;
  status?: EmploymentContractStatus | undefined;
  search?: string | undefined;
  sort?: string | undefined;
};

export type PublicContractSigning = {
  title: string;
  employerName: string;
  workerFirstName: string;
  status: EmploymentContractStatus;
  deadline: string | null;
  locale?: string | null;
  channels: { channel: SigningChannel; destination: string }[];
  codeVerified: boolean;
};

import { z } from 'zod';

export const employmentContractInputSchema: z.ZodType<EmploymentContractInput> = z.object({
  workerId: z.uuid(),
  templateId: z.uuid(),
  title: z.string().trim().min(1).max(200),
  terms: z.object({
    role: z.string().trim().min(1).max(200),
    hourlyWageCents: z.number().int().positive(),
    startsOn: z.iso.date(),
    endsOn: z.iso.date().nullable().optional(),
    collectiveAgreement: z.string().trim().min(1).max(200),
    placeOfWork: z.string().trim().min(1).max(200),
    probationPeriod: z.string().trim().max(200).nullable().optional(),
    workingHours: z.string().trim().max(200).nullable().optional(),
  }),
  countersignRequired: z.boolean(),
});
