import type { Page } from '@playwright/test';
import { seedIds } from '../../apps/server/src/db/seed/ids';
import { poolDefinitions } from '../../apps/server/src/db/seed/pools';
import { buildWorkers } from '../../apps/server/src/db/seed/workers';
import workersFi from '../../apps/web/src/features/workers/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

const listPath = '/apps/hr/personels/list';
const createPath = '/apps/hr/personels/create';
const detailPathPattern = /\/apps\/hr\/personels\/edit\/[0-9a-f-]{36}$/;

/** A regional (not default) pool of the demo admin's account. */
function regionalPoolOfTheAdminsAccount(): string {
  const pool = poolDefinitions.find(
    (definition) => definition.accountId === seedIds.accounts.south && !definition.isDefault,
  );
  if (!pool) {
    throw new Error('the demo data has no regional pool in the admin’s account');
  }
  return pool.name;
}

/** The e-mail address of a seeded worker: already in use. */
function seededWorkerEmail(): string {
  const [worker] = buildWorkers(new Date()).users;
  if (!worker) {
    throw new Error('the demo data has no workers');
  }
  return worker.email;
}

/** Letters only, different on every run, so names stay unique and searchable. */
function uniqueLetters(): string {
  return Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openWorkersFromMenu(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: workersFi.menu })
    .click();
  await expect(page).toHaveURL(listPath);
  await expect(page.getByRole('heading', { level: 1, name: workersFi.title })).toBeVisible();
}

test(`${roleTag('admin')}[PERSONNEL] creates a worker with a Finnish birthday, finds it, opens it and adds it to a pool`, async ({
  page,
}) => {
  // A long story (create, search, open, add to a pool): more than the usual 45 s on a loaded machine.
  test.slow();
  const lastName = `Testinen${uniqueLetters()}`;
  const fullName = `Elina ${lastName}`;
  const email = `elina.${lastName.toLowerCase()}@e2e.example`;
  const poolName = regionalPoolOfTheAdminsAccount();
  await signIn(page, 'admin');

  // The list of the demo account: ten a page, with the total.
  await openWorkersFromMenu(page);
  const table = page.getByRole('table', { name: workersFi.list.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('status').filter({ hasText: /Työntekijöitä yhteensä: \d+/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: workersFi.list.pages })).toBeVisible();
  await expectAccessible(page, 'personnel list');

  // Create a worker, the birthday typed the Finnish way.
  await page.getByRole('link', { name: workersFi.list.add }).click();
  await expect(page).toHaveURL(createPath);
  await expect(page.getByRole('heading', { level: 1, name: workersFi.form.createTitle })).toBeVisible();
  await expectAccessible(page, 'personnel create page');
  await page.getByRole('textbox', { name: workersFi.fields.fullName }).fill(fullName);
  await page.getByRole('textbox', { name: workersFi.fields.email }).fill(email);
  await page.getByRole('textbox', { name: workersFi.fields.mobile }).fill('+358401234567');
  await page.getByRole('textbox', { name: workersFi.fields.birthday }).fill('17.05.1980');
  await page.getByRole('textbox', { name: workersFi.fields.city }).fill('Tampere');
  await page.getByRole('combobox', { name: workersFi.fields.region }).selectOption('Pirkanmaa');
  await page
    .getByRole('combobox', { name: workersFi.fields.profession })
    .selectOption({ label: workersFi.professions.practicalNurse });
  await page.getByRole('button', { name: workersFi.form.create }).click();
  await expect(page).toHaveURL(detailPathPattern);
  await expect(page.getByRole('alert').filter({ hasText: workersFi.form.created })).toBeVisible();

  // Back on the list, a search by name finds it.
  await page.goto(listPath);
  await page.getByRole('searchbox', { name: workersFi.filters.search }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`search=${escapeRegExp(lastName)}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('status')).toHaveText('Työntekijöitä yhteensä: 1');
  await expectAccessible(page, 'personnel list, searched');
  await table.getByRole('link', { name: fullName }).click();

  // Its page shows the birthday DD.MM.YYYY.
  await expect(page).toHaveURL(detailPathPattern);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const profile = page.getByRole('region', { name: workersFi.detail.profile });
  await expect(profile.getByText(/^17\.05\.1980 \(\d+ vuotta\)$/)).toBeVisible();
  await expect(profile.getByText(workersFi.stepStates.waiting_for_contract)).toBeVisible();
  const history = page.getByRole('table', { name: workersFi.detail.history.title });
  await expect(history.getByRole('row').nth(1)).toContainText(workersFi.detail.history.actions.create);
  await expectAccessible(page, 'worker page');

  // The shifts are on their own tab, kept in the address through a reload; back returns to the profile.
  const profileTab = page.getByRole('tab', { name: workersFi.detail.tabs.profile });
  const shiftsTab = page.getByRole('tab', { name: workersFi.detail.tabs.shifts });
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');
  await shiftsTab.click();
  await expect(page).toHaveURL(/\?tab=shifts$/);
  const upcoming = page.getByRole('region', { name: workersFi.detail.upcoming.title });
  await expect(upcoming).toContainText(workersFi.detail.upcoming.empty);
  await expect(profile).toBeHidden();
  await page.reload();
  await expect(shiftsTab).toHaveAttribute('aria-selected', 'true');
  await expect(upcoming).toBeVisible();
  await expectAccessible(page, 'worker page, shifts tab');
  await page.goBack();
  await expect(page).toHaveURL(detailPathPattern);
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');
  await expect(profile).toBeVisible();

  // Add it to a pool through the edit form.
  const form = page.getByRole('region', { name: workersFi.detail.edit });
  await expect(form.getByRole('textbox', { name: workersFi.fields.birthday })).toHaveValue('17.05.1980');
  await form.getByRole('checkbox', { name: poolName }).check();
  await form.getByRole('button', { name: workersFi.form.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: workersFi.form.saved })).toBeVisible();
  await expect(
    profile.getByText(workersFi.fields.pools).locator('xpath=following-sibling::dd'),
  ).toContainText(poolName);
  await expect(history.getByRole('row').nth(1)).toContainText(workersFi.detail.history.actions.update);
  await expectAccessible(page, 'worker page after saving');

  // Saved on the server: a reload and the pool filter of the list show it.
  await page.reload();
  await expect(
    page.getByRole('region', { name: workersFi.detail.edit }).getByRole('checkbox', { name: poolName }),
  ).toBeChecked();
  await page.goto(listPath);
  await page.getByRole('combobox', { name: workersFi.filters.pool }).selectOption({ label: poolName });
  await page.getByRole('searchbox', { name: workersFi.filters.search }).fill(lastName);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(poolName);
});

test(`${roleTag('agent')}[PERSONNEL] bad input shows the translated messages and keeps what was typed`, async ({
  page,
}) => {
  const existingEmail = seededWorkerEmail();
  await signIn(page, 'agent');
  await page.goto(createPath);
  await expect(page.getByRole('heading', { level: 1, name: workersFi.form.createTitle })).toBeVisible();

  const fullName = page.getByRole('textbox', { name: workersFi.fields.fullName });
  const emailField = page.getByRole('textbox', { name: workersFi.fields.email });
  const mobile = page.getByRole('textbox', { name: workersFi.fields.mobile });
  const birthday = page.getByRole('textbox', { name: workersFi.fields.birthday });
  await fullName.fill('Elina');
  await emailField.fill('elina@e2e.example');
  await mobile.fill('040-12');
  await birthday.fill('31.02.1980');
  await page
    .getByRole('combobox', { name: workersFi.fields.profession })
    .selectOption({ label: workersFi.professions.registeredNurse });
  await page.getByRole('button', { name: workersFi.form.create }).click();

  await expect(page.getByText(workersFi.issues.FULL_NAME_INVALID)).toBeVisible();
  await expect(page.getByText(workersFi.issues.PHONE_INVALID)).toBeVisible();
  await expect(page.getByText(workersFi.issues.BIRTHDAY_INVALID)).toBeVisible();
  await expect(fullName).toHaveValue('Elina');
  await expect(mobile).toHaveValue('040-12');
  await expect(page).toHaveURL(createPath);
  await expectAccessible(page, 'personnel create page with errors');

  // Fixed name, phone and birthday, but an address someone already has.
  await fullName.fill('Elina Virhetesti');
  await mobile.fill('+358401234567');
  await birthday.fill('17.05.1980');
  await emailField.fill(existingEmail.toUpperCase());
  await page.getByRole('button', { name: workersFi.form.create }).click();
  await expect(page.getByText(fi.errors.EMAIL_IN_USE)).toBeVisible();
  await expect(emailField).toHaveValue(existingEmail.toUpperCase());
  await expect(fullName).toHaveValue('Elina Virhetesti');
  await expect(page).toHaveURL(createPath);
  await expectAccessible(page, 'personnel create page, e-mail in use');

  // A one-character search is refused on the list with its message.
  await page.goto(listPath);
  await page.getByRole('searchbox', { name: workersFi.filters.search }).fill('E');
  await expect(page.getByText('Kirjoita vähintään 2 merkkiä')).toBeVisible();
  await expect(page).toHaveURL(listPath);
});

test(`${roleTag('customer')}[PERSONNEL] has no personnel menu entry and may not open the list`, async ({
  page,
}) => {
  await signIn(page, 'customer');
  await expect(
    page.getByRole('navigation', { name: fi.menu.navigation }).getByRole('link', { name: workersFi.menu }),
  ).toHaveCount(0);
  await page.goto(listPath);
  await expect(page).toHaveURL('/pages/error/not-authorized');
});
