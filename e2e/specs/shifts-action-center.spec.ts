import type { Locator, Page } from '@playwright/test';
import { areaDefinitions } from '../../apps/server/src/db/seed/areas';
import { customerAreaKeys } from '../../apps/server/src/db/seed/staff';
import actionCenterFi from '../../apps/web/src/features/action-center/locales/fi.json' with { type: 'json' };
import confirmationsFi from '../../apps/web/src/features/confirmations/locales/fi.json' with { type: 'json' };
import coreFi from '../../apps/web/src/locales/fi.json' with { type: 'json' };
import { dayPart, timeParts, typeDate, typeTime } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

/**
 * The action center on the demo data: a worker's request for an open shift is confirmed, and an ended
 * booked shift gets its real hours from the agent and is then verified by the customer whose area it is.
 */
test.describe.configure({ mode: 'serial' });

const actionCenterPath = '/apps/shifts-&-gigs/action-center';
const customerAreas = customerAreaKeys.map((key) => {
  const area = areaDefinitions.find((definition) => definition.key === key);
  if (!area) {
    throw new Error(`the demo data has no area ${key}`);
  }
  return area.name;
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces {{name}} placeholders the way i18next does. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A catalogue text as a pattern: each {{placeholder}} matches what `fragments` says (any text by default). */
function textPattern(text: string, fragments: Record<string, string> = {}): RegExp {
  return new RegExp(
    `^${escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => fragments[name] ?? '.+')}$`,
  );
}

/** The newest toast with this text (an older one may still be showing). */
function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).last();
}

/** The tab's shift count ("12 vuoroa"). */
async function tabTotal(page: Page): Promise<number> {
  const pattern = new RegExp(
    `^(${[actionCenterFi.total_one, actionCenterFi.total_other]
      .map((text) => escapeRegExp(text).replace(escapeRegExp('{{count}}'), '\\d+'))
      .join('|')})$`,
  );
  const total = page.getByRole('tabpanel').getByText(pattern);
  return Number((await total.textContent())?.match(/\d+/)?.[0]);
}

/** A tab's accessible name with its count ("Päättyneet vuorot 12"): the visible label and count badge. */
function tabName(tab: keyof typeof actionCenterFi.tabs, count: number): RegExp {
  return new RegExp(`^${escapeRegExp(actionCenterFi.tabs[tab])}\\s?${count}$`);
}

async function openActionCenter(page: Page, tab: keyof typeof actionCenterFi.tabs): Promise<void> {
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(actionCenterFi.menu)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: actionCenterFi.title })).toBeVisible();
  await page.getByRole('tab', { name: actionCenterFi.tabs[tab] }).click();
  await expect(page.getByRole('tab', { name: actionCenterFi.tabs[tab] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

test(`${roleTag('agent')}[ACTION-CENTER] confirms a worker's request for an open shift: the shift leaves the booking tab`, async ({
  page,
}) => {
  await signIn(page, 'agent');
  await openActionCenter(page, 'bookings');
  await expect(page.getByText(actionCenterFi.intro.bookings)).toBeVisible();
  await expectAccessible(page, 'action center, booking confirmation');
  const before = await tabTotal(page);
  expect(before, 'the demo data has open shifts that workers asked for').toBeGreaterThan(0);
  // The tab carries the same count as its list, from the server.
  await expect(page.getByRole('tab', { name: tabName('bookings', before) })).toBeVisible();

  // The first request of the first shift; its button names the worker and the shift.
  const confirm = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(actionCenterFi.bookings.confirm)} `) })
    .first();
  const label = (await confirm.getAttribute('aria-label')) ?? '';
  const workerName = label.slice(actionCenterFi.bookings.confirm.length + 1).split(' vuoroon ')[0] ?? '';
  expect(workerName).not.toBe('');
  await confirm.click();
  await expect(toast(page, fill(actionCenterFi.bookings.done, { name: workerName }))).toBeVisible();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expect.poll(() => tabTotal(page)).toBe(before - 1);
  await expect(page.getByRole('tab', { name: tabName('bookings', before - 1) })).toBeVisible();
});

/** What the agent confirmed, for the customer to find. */
const completed = { planned: '', worker: '', area: '' };

test(`${roleTag('agent')}[ACTION-CENTER] confirms the real hours of an ended shift: times, break, kilometres, work-day type`, async ({
  page,
}) => {
  await signIn(page, 'agent');
  await openActionCenter(page, 'completions');
  // Every ended booked shift on one page: one of the demo customer's areas is among them.
  await page.goto(`${actionCenterPath}?tab=completions&perPage=100`);
  const forms = page
    .getByRole('tabpanel')
    .getByRole('form')
    .filter({ hasText: new RegExp(customerAreas.map(escapeRegExp).join('|')) });
  await expect(forms.first()).toBeVisible();
  await expectAccessible(page, 'action center, completed shifts');
  const before = await tabTotal(page);

  // The most recently ended one: the confirmations list shows the newest shifts first.
  const form = forms.last();
  const name = (await form.getAttribute('aria-labelledby')) ?? '';
  const heading = page.locator(`[id="${name}"]`);
  completed.planned = (await heading.locator('p').first().textContent()) ?? '';
  const headingText = (await heading.textContent()) ?? '';
  completed.area = customerAreas.find((area) => headingText.includes(area)) ?? '';
  const workerLine =
    (await form.getByText(fill(actionCenterFi.completion.worker, { name: '' })).textContent()) ?? '';
  completed.worker = workerLine.slice(fill(actionCenterFi.completion.worker, { name: '' }).length);
  expect(completed.worker).not.toBe('');

  // Ended half an hour late, a 30-minute break, 12 km driven, an orientation day.
  // The end is a day (DD.MM.YYYY) and a time on the 24-hour clock, typed as a user would.
  const endLabel = actionCenterFi.completion.end;
  const endDay = dayPart(form, endLabel);
  const { hours, minutes } = timeParts(form, endLabel);
  const [day, month, year] = (await endDay.inputValue()).split('.');
  const lateEnd = new Date(
    `${year}-${month}-${day}T${await hours.inputValue()}:${await minutes.inputValue()}:00Z`,
  );
  lateEnd.setUTCMinutes(lateEnd.getUTCMinutes() + 30);
  const late = lateEnd.toISOString();
  await typeDate(endDay, `${late.slice(8, 10)}.${late.slice(5, 7)}.${late.slice(0, 4)}`);
  await typeTime(form, endLabel, late.slice(11, 16));
  const breakField = form.getByRole('textbox', { name: actionCenterFi.completion.break });
  await breakField.fill('30');
  await form.getByRole('textbox', { name: actionCenterFi.completion.kilometres }).fill('12');
  await form
    .getByRole('combobox', { name: actionCenterFi.completion.workDayType })
    .selectOption({ label: coreFi.workDayTypes.orientation_day });
  await expect(
    form.getByText(textPattern(actionCenterFi.completion.paidHours, { hours: '\\d+,\\d\\d' })),
  ).toBeVisible();
  await form.getByRole('button', { name: textPattern(actionCenterFi.completion.submitLabel) }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: textPattern(actionCenterFi.completion.done) })
      .last(),
  ).toBeVisible();
  await expect.poll(() => tabTotal(page)).toBe(before - 1);
});

test(`${roleTag('customer')}[CONFIRMATIONS] verifies the confirmed hours of a shift in its own area`, async ({
  page,
}) => {
  expect(completed.worker, 'the previous test confirmed a shift').not.toBe('');
  await signIn(page, 'customer');
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: confirmationsFi.menu, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: confirmationsFi.list.title })).toBeVisible();
  await expectAccessible(page, 'confirmations list (customer)');

  await page
    .getByRole('combobox', { name: confirmationsFi.filters.worker })
    .selectOption({ label: completed.worker });
  await page
    .getByRole('combobox', { name: confirmationsFi.filters.state })
    .selectOption({ label: confirmationsFi.states.confirmed });
  const row = page
    .getByRole('table', { name: confirmationsFi.list.title })
    .getByRole('row')
    .filter({ hasText: completed.planned });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(completed.area);
  await expect(row).toContainText(fill(confirmationsFi.values.minutes, { value: 30 }));
  await expect(row).toContainText(fill(confirmationsFi.values.km, { value: 12 }));
  await expect(row).toContainText(coreFi.workDayTypes.orientation_day);
  await expect(row).toContainText(confirmationsFi.states.confirmed);
  await row.getByRole('link').click();

  await expect(
    page.getByRole('heading', { level: 1, name: textPattern(confirmationsFi.view.title) }),
  ).toBeVisible();
  await expectAccessible(page, 'confirmation view (customer)');
  await page.getByRole('button', { name: confirmationsFi.verify.button }).click();
  const dialog = page.getByRole('dialog', { name: confirmationsFi.verify.title });
  await expect(dialog).toContainText(completed.worker);
  await dialog.getByRole('button', { name: confirmationsFi.verify.confirm, exact: true }).click();
  await expect(toast(page, confirmationsFi.verify.done)).toBeVisible();
  await expect(page.getByRole('button', { name: confirmationsFi.verify.button })).toHaveCount(0);
  await expect(page.getByText(confirmationsFi.states.verified, { exact: true }).first()).toBeVisible();
  const history = page.getByRole('region', { name: confirmationsFi.view.history });
  await expect(history.getByText(fi.shiftHistory.states.verified, { exact: true })).toBeVisible();
  await expectAccessible(page, 'verified confirmation');
});
