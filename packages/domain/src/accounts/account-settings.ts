import { z } from 'zod';
import { defaultMinHoursWithBreak } from '../shared/constants';

/** Account settings (spec section 3 and 9): unpaid break in minutes and the hours before it applies. */
export const accountSettingsSchema = z.object({
  unpaidTime: z.number().int().min(0).max(120),
  minHoursWithBreak: z.number().min(0).max(24),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const defaultAccountSettings: AccountSettings = {
  unpaidTime: 30,
  minHoursWithBreak: defaultMinHoursWithBreak,
};

/**
 * Paid hours of a shift (spec section 9, break rule): hours beyond `minHoursWithBreak` count minus the
 * unpaid break (unpaidTime / 60); shorter shifts are paid in full.
 */
export function paidHours(workedHours: number, settings: AccountSettings): number {
  if (workedHours <= settings.minHoursWithBreak) {
    return workedHours;
  }
  return Math.max(settings.minHoursWithBreak, workedHours - settings.unpaidTime / 60);
}
