import type { Locator, Page } from '@playwright/test';
import coreFi from '../../apps/web/src/locales/fi.json' with { type: 'json' };

type Scope = Page | Locator;

const named = (text: string, field: string) => text.replace('{{field}}', field);

/** The hours and minutes of the app's time field labelled `field` (Finnish UI): "Alkaa, tunnit". */
export function timeParts(scope: Scope, field: string): { hours: Locator; minutes: Locator } {
  return {
    hours: scope.getByRole('spinbutton', { name: named(coreFi.dates.hoursOf, field), exact: true }),
    minutes: scope.getByRole('spinbutton', { name: named(coreFi.dates.minutesOf, field), exact: true }),
  };
}

/** Types HH:mm into the app's time field as a user does: a click on the hours, then the four digits. */
export async function typeTime(scope: Scope, field: string, time: string): Promise<void> {
  const { hours } = timeParts(scope, field);
  await hours.click();
  await hours.page().keyboard.type(time.replace(':', ''));
}

/** The day part of the app's date-and-time field labelled `field`: "Toteutunut loppu, päivä". */
export function dayPart(scope: Scope, field: string): Locator {
  return scope.getByRole('textbox', { name: named(coreFi.dates.dayOf, field), exact: true });
}

/** Types a date into the app's date field key by key, as people write it (1.12.2026 or 01.12.2026). */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(date);
}
