import { z } from 'zod';
import { locales } from '../shared/constants';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const refreshInputSchema = z.object({ refreshToken: z.string().min(20).max(200) });
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const requestLoginLinkInputSchema = z.object({
  email: emailSchema,
  locale: z.enum(locales).optional(),
});
export type RequestLoginLinkInput = z.infer<typeof requestLoginLinkInputSchema>;

export const verifyLoginLinkInputSchema = z.object({ token: z.string().min(20).max(400) });
export type VerifyLoginLinkInput = z.infer<typeof verifyLoginLinkInputSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
