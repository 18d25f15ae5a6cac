import { accountSettingsSchema, paidHours } from './account-settings';

describe('break rule (spec section 9)', () => {
  const settings = { unpaidTime: 30, minHoursWithBreak: 6 };

  it('pays shifts up to the minimum in full', () => {
    expect(paidHours(4, settings)).toBe(4);
    expect(paidHours(6, settings)).toBe(6);
  });

  it('deducts the unpaid break (minutes / 60) from longer shifts', () => {
    expect(paidHours(8, settings)).toBe(7.5);
    expect(paidHours(10, { unpaidTime: 45, minHoursWithBreak: 6 })).toBe(9.25);
  });

  it('never pays a long shift less than the minimum', () => {
    expect(paidHours(6.25, settings)).toBe(6);
  });

  it('validates the settings', () => {
    expect(accountSettingsSchema.safeParse({ unpaidTime: 30, minHoursWithBreak: 6 }).success).toBe(true);
    expect(accountSettingsSchema.safeParse({ unpaidTime: -1, minHoursWithBreak: 6 }).success).toBe(false);
    expect(accountSettingsSchema.safeParse({ unpaidTime: 30.5, minHoursWithBreak: 6 }).success).toBe(false);
    expect(accountSettingsSchema.safeParse({ unpaidTime: 30, minHoursWithBreak: 25 }).success).toBe(false);
  });
});
