import { z } from 'zod';
import { locales } from '../shared/constants';
import { isPhoneNumber } from '../shared/validators';

export const minPasswordLength = 8;

export const updateProfileInputSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  mobile: z
    .string()
    .trim()
    .max(20)
    .refine((value) => value === '' || isPhoneNumber(value), { message: 'PHONE_INVALID' })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  locale: z.enum(locales),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(minPasswordLength).max(200),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
