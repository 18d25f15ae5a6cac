import { z } from 'zod';
import { registrationEmailSchema } from '../recruitment/registration.inputs';
import { locales } from '../shared/constants';
import { pageQueryFields } from '../shared/paging';
import { parsePhoneNumber } from '../shared/validators';
import { applicationInvitationStatuses } from './application-invitations';

const optionalName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

/** A mobile number typed any common way, stored E.164; empty means none (then no SMS). */
const optionalMobile = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((value, context) => {
    if (!value) {
      return null;
    }
    const e164 = parsePhoneNumber(value);
    if (e164 === null) {
      context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return e164;
  });

/** The recruiter's invitation: the address to send to, the language to write in, an ad and a note. */
export const createApplicationInvitationInputSchema = z.object({
  email: registrationEmailSchema,
  mobile: optionalMobile,
  firstName: optionalName,
  lastName: optionalName,
  locale: z.enum(locales),
  jobAdId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  message: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateApplicationInvitationInput = z.input<typeof createApplicationInvitationInputSchema>;

export const applicationInvitationListQuerySchema = z.object({
  status: z.enum(applicationInvitationStatuses).optional(),
  ...pageQueryFields(),
});
export type ApplicationInvitationListQuery = z.input<typeof applicationInvitationListQuerySchema>;

/** The link's secret: 43 base64url characters (256 bits); anything else is refused before a lookup. */
export const applicationInvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
