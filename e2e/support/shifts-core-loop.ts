import type { Locator, Page } from '@playwright/test';
import { areaDefinitions } from '../../apps/server/src/db/seed/areas';
import {
  addDays,
  type CalendarDate,
  helsinkiDateOf,
  isoDate,
} from '../../apps/server/src/db/seed/helsinki-time';
import { seedIds } from '../../apps/server/src/db/seed/ids';
import { customerAreaKeys } from '../../apps/server/src/db/seed/staff';
import { buildWorkers, canWorkAs } from '../../apps/server/src/db/seed/workers';
import actionCenterFi from '../../apps/web/src/features/action-center/locales/fi.json' with { type: 'json' };
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import coreFi from '../../apps/web/src/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible } from './fixtures';
import { mailTo } from './mail-catcher';
import { fi } from './texts';

// The one gig the core-loop spec (specs/shifts-core-loop.spec.ts) follows through its serial steps: its
// area, workers, days and title, and the page helpers its steps share. A module, so every step of the one
// worker that runs the serial spec sees the same gig.

export type Worker = { email: string; fullName: string; firstName: string };

export const gigRole = 'lähihoitaja';
export const area = (() => {
  const key = customerAreaKeys[0];
  const found = areaDefinitions.find((definition) => definition.key === key);
  if (!found) {
    throw new Error(`the demo data has no area ${key}`);
  }
  return found;
})();

/**
 * Two confirmed workers of the demo account who may work as practical nurses and whose names no one else
 * there has. Taken from the end of the list: the worker-actions spec blocks and messages the first ones.
 */
function twoBookableWorkers(): [Worker, Worker] {
  const users = buildWorkers(new Date()).users.filter((user) => user.accountId === seedIds.accounts.south);
  const nameOf = (user: (typeof users)[number]) => `${user.firstName} ${user.lastName}`;
  const picked = users
    .filter(
      (user) =>
        user.status === 'accepted' &&
        user.confirmed &&
        user.profession !== undefined &&
        user.profession !== null &&
        canWorkAs(user.profession as Parameters<typeof canWorkAs>[0], gigRole) &&
        users.filter((other) => nameOf(other) === nameOf(user)).length === 1 &&
        // The search matches name prefixes: no one else may share the first name's start either.
        users.filter((other) => other.firstName === user.firstName).length === 1,
    )
    .reverse()
    .map((user) => ({ email: user.email, fullName: nameOf(user), firstName: user.firstName }));
  const [first, second] = picked;
  if (!first || !second) {
    throw new Error('the demo data has no two bookable practical nurses with unique names');
  }
  return [first, second];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces {{name}} placeholders the way i18next does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** DD.MM.YYYY, as the web app shows dates. */
export function finnishDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

const today = helsinkiDateOf(new Date());
/** The gig's days: two shifts on the first (the second runs overnight), one two days later. */
export const firstDay = addDays(today, 4);
export const thirdShiftDay = addDays(today, 6);
export const gigTitle = `E2E-keikka ${Date.now().toString(36)}`;
export const [bookedWorker, invitedWorker] = twoBookableWorkers();

export const paths = {
  gigsList: '/apps/shifts-&-gigs/gigs-management/list',
  actionCenter: '/apps/shifts-&-gigs/action-center',
  calendar: '/apps/shifts-&-gigs/shifts-calendar',
};

/** The gig's shifts as the calendar names them (Helsinki times). */
export const shiftTimes = {
  morning: '07:00–15:00',
  night: '21:00–07:00',
  later: '07:00–15:00',
} as const;

/** The calendar's day view of `date`, with the page title checked. */
export async function openCalendarDay(page: Page, date: CalendarDate): Promise<void> {
  await page.goto(`${paths.calendar}?view=day&date=${isoDate(date)}`);
  await expect(page.getByRole('heading', { level: 1, name: shiftsFi.calendar.title })).toBeVisible();
}

/** One of this gig's shifts in the calendar, found by the label it carries: state, title, time, area. */
export function calendarShift(page: Page, time: string, state: keyof typeof coreFi.shiftStates): Locator {
  return page.getByRole('region', { name: shiftsFi.calendar.label }).getByTitle(
    fill(shiftsFi.calendar.eventLabel, {
      state: coreFi.shiftStates[state],
      title: gigTitle,
      time,
      area: area.name,
    }),
    { exact: true },
  );
}

export function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: fi.menu.navigation });
}

/** The newest toast with this text (an older one may still be showing). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).last();
}

/** The gigs list narrowed to this spec's gig by the text filter (kept in the address). */
export async function openGigInList(page: Page): Promise<Locator> {
  await menu(page).getByRole('link', { name: gigsFi.menu, exact: true }).click();
  await expect(page).toHaveURL(paths.gigsList);
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  await page.getByRole('textbox', { name: gigsFi.list.filters.text }).fill(gigTitle);
  const row = page
    .getByRole('table', { name: gigsFi.list.title })
    .getByRole('row')
    .filter({ hasText: gigTitle });
  await expect(row).toHaveCount(1);
  return row;
}

/** The count the action-center menu entry shows (open, unreserved future shifts), once it has loaded. */
export async function badgeCount(page: Page): Promise<number> {
  const link = menu(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(actionCenterFi.menu)}`) });
  await expect(link).toBeVisible();
  const pattern = new RegExp(
    [actionCenterFi.badge_one, actionCenterFi.badge_other]
      .map((text) => escapeRegExp(text).replace(escapeRegExp('{{count}}'), '\\d+'))
      .join('|'),
  );
  // The demo account always has open shifts nobody asked for, so the badge is shown once its count has
  // loaded: waiting for it keeps a read made just after sign-in from taking "not loaded yet" for zero.
  const badge = link.getByLabel(pattern);
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
}

/** Books `worker` on the shift open in the drawer; `expectWarning` is checked before anything is saved. */
export async function assignInDrawer(
  page: Page,
  worker: Worker,
  expectWarning: string | null,
): Promise<void> {
  const drawer = page.getByRole('dialog', { name: gigTitle });
  await drawer.getByRole('textbox', { name: shiftsFi.assign.search }).fill(worker.firstName);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(worker.fullName)}`) }).click();
  const confirm = drawer.getByRole('button', {
    name: fill(shiftsFi.assign.confirm, { name: worker.fullName }),
  });
  await expect(confirm).toBeEnabled();
  if (expectWarning) {
    await expect(drawer.getByText(shiftsFi.assign.warningsTitle)).toBeVisible();
    await expect(drawer.getByText(expectWarning)).toBeVisible();
    await expectAccessible(page, 'assignment warnings');
  }
  await confirm.click();
  await expect(toast(page, fill(shiftsFi.assign.done, { name: worker.fullName }))).toBeVisible();
  await expect(drawer.getByText(worker.fullName).first()).toBeVisible();
}

/** The path of the invitation link in the newest e-mail to `address`, once it has arrived. */
export async function invitationLinkTo(address: string): Promise<string> {
  const pattern = /\/invite\/shift-confirmation\/[^\s"<>]+/;
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailTo(address)
            .reverse()
            .find((text) => pattern.test(text))
            ?.match(pattern)?.[0] ?? '';
        return link;
      },
      { message: `an invitation e-mail to ${address}`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}
