import { z } from 'zod';
import { licenceCheckKinds, licenceCheckResults } from './licence-rules';

/** One recorded check as staff see it; the evidence itself is downloaded from its own route. */
export const licenceCheckSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  kind: z.enum(licenceCheckKinds),
  register: z.string(),
  registrationNumber: z.string().nullable(),
  result: z.enum(licenceCheckResults),
  registerShowed: z.string().nullable(),
  scope: z.array(z.string()),
  validFrom: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  evidenceName: z.string().nullable(),
  checkedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  checkedAt: z.iso.datetime({ offset: true }),
  superseded: z.boolean(),
});
export type LicenceCheck = z.infer<typeof licenceCheckSchema>;

/** A worker's checks, newest first, with the profession the card compares the scope with. */
export const workerLicenceChecksSchema = z.object({
  workerId: z.uuid(),
  profession: z.string().nullable(),
  checks: z.array(licenceCheckSchema),
});
export type WorkerLicenceChecks = z.infer<typeof workerLicenceChecksSchema>;

/** A check in force whose right ends within the window (or has ended), for HR's list. */
export const expiringLicenceSchema = z.object({
  checkId: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  profession: z.string().nullable(),
  kind: z.enum(licenceCheckKinds),
  register: z.string(),
  registrationNumber: z.string().nullable(),
  validUntil: z.iso.date(),
  daysLeft: z.number().int(),
});
export type ExpiringLicence = z.infer<typeof expiringLicenceSchema>;

export const expiringLicencesSchema = z.object({ items: z.array(expiringLicenceSchema) });
export type ExpiringLicences = z.infer<typeof expiringLicencesSchema>;
