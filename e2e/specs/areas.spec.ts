import areaGroupsFi from '../../apps/web/src/features/area-groups/locales/fi.json' with { type: 'json' };
import areasFi from '../../apps/web/src/features/areas/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

const areasListPath = '/apps/hr/areas-management/list';
const areaGroupsPath = '/apps/hr/area-groups';
const seededArea = 'Palvelukoti Koivula';

test(`${roleTag('admin')}[AREAS] creates an area from a street address and fetches its coordinates`, async ({
  page,
}) => {
  const areaName = `E2E-hoivakoti ${Date.now().toString(36)}`;
  await signIn(page, 'admin');

  // The list, from the HR menu: the seeded areas of the admin's account.
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: areasFi.menu })
    .click();
  await expect(page).toHaveURL(areasListPath);
  await expect(page.getByRole('heading', { level: 1, name: areasFi.list.title })).toBeVisible();
  await expect(
    page.getByRole('table', { name: areasFi.list.title }).getByRole('link', { name: seededArea }),
  ).toBeVisible();
  await expectAccessible(page, 'areas list');

  await page.getByRole('link', { name: areasFi.list.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: areasFi.form.createTitle })).toBeVisible();
  await expect(page.getByLabel(areasFi.form.absenceInfo)).toHaveValue(areasFi.form.absenceInfoDefault);
  await page.getByLabel(areasFi.form.name).fill(areaName);

  // E-mails: an invalid address stays in the input with the reason; a valid one becomes a chip.
  const contactEmails = page.getByRole('textbox', { name: areasFi.form.contactEmails, exact: true });
  await contactEmails.fill('ei-osoite');
  await contactEmails.press('Enter');
  await expect(page.getByText(areasFi.validation.emailInvalid)).toBeVisible();
  await expect(contactEmails).toHaveValue('ei-osoite');
  await contactEmails.fill('e2e-hoivakoti@hoiva.example');
  await contactEmails.press('Enter');
  await expect(contactEmails).toHaveValue('');
  await expect(
    page.getByRole('button', {
      name: areasFi.form.removeEmail.replace('{{email}}', 'e2e-hoivakoti@hoiva.example'),
    }),
  ).toBeVisible();
  await page.getByLabel(areasFi.form.sameAsContact).check();

  // Fetch GPS coordinates: the offline geocoder finds the postcode area and fills city and region.
  await page.getByLabel(areasFi.form.streetAddress).fill('Hämeenkatu 10, 33100 Tampere');
  await page.getByRole('button', { name: areasFi.form.fetchCoordinates }).click();
  const precision = areasFi.form.precision.replace('{{precision}}', areasFi.form.precisions.postcode);
  await expect(page.getByText(precision)).toBeVisible();
  await expect(page.getByLabel(areasFi.form.city)).toHaveValue('Tampere');
  await expect(page.getByRole('combobox', { name: areasFi.form.region })).toHaveValue('Pirkanmaa');
  await expect(page.getByLabel(areasFi.form.latitude)).toHaveValue(/^61\.\d+/);
  await expect(page.getByLabel(areasFi.form.longitude)).toHaveValue(/^23\.\d+/);
  await expect(page.getByText(/^Koordinaatit: 61\.\d+, 23\.\d+$/)).toBeVisible();
  await expectAccessible(page, 'area form with coordinates');

  // Access tokens live 5 s in this suite: a first answer may be the 401 the client refreshes and replays.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/areas') &&
      response.status() !== 401,
  );
  await page.getByRole('button', { name: areasFi.form.create }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: areasFi.notifications.created })).toBeVisible();
  await expect(page).toHaveURL(areasListPath);

  // Found by a search (kept in the address), with its location saved; its form shows the coordinates.
  await page.getByLabel(areasFi.list.search).fill(areaName);
  await expect(page).toHaveURL(/search=E2E-hoivakoti/);
  const row = page
    .getByRole('table', { name: areasFi.list.title })
    .getByRole('row')
    .filter({ hasText: areaName });
  await expect(row).toContainText('Hämeenkatu 10, 33100 Tampere, 33100 Tampere');
  await expect(row).toContainText(areasFi.list.located);
  await row.getByRole('link', { name: areaName }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: areasFi.form.editTitle.replace('{{name}}', areaName) }),
  ).toBeVisible();
  await expect(page.getByLabel(areasFi.form.latitude)).toHaveValue(/^61\.\d+/);
  await expect(page.getByText(precision)).toBeVisible();
  await expect(
    page
      .getByRole('button', {
        name: areasFi.form.removeEmail.replace('{{email}}', 'e2e-hoivakoti@hoiva.example'),
      })
      .first(),
  ).toBeVisible();
});

test(`${roleTag('agent')}[AREAS] an address the geocoder cannot place gets the spec's message`, async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto('/apps/hr/areas-management/create');
  await page.getByLabel(areasFi.form.streetAddress).fill('Olematon tie 1, 12345 Tuntematon');
  await page.getByRole('button', { name: areasFi.form.fetchCoordinates }).click();
  await expect(page.getByText(fi.errors.GEOCODING_FAILED).first()).toBeVisible();
  await expect(page.getByLabel(areasFi.form.streetAddress)).toHaveValue('Olematon tie 1, 12345 Tuntematon');
  await expect(page.getByLabel(areasFi.form.latitude)).toHaveValue('');
  await expectAccessible(page, 'area form after a failed geocoding');
});

test(`${roleTag('organization-admin')}[AREA-GROUPS] sees the seeded area groups of its accounts`, async ({
  page,
}) => {
  await signIn(page, 'organization-admin');
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: areaGroupsFi.menu })
    .click();
  await expect(page).toHaveURL(areaGroupsPath);
  await expect(page.getByRole('heading', { level: 1, name: areaGroupsFi.title })).toBeVisible();
  const pirkanmaa = page.getByRole('region', { name: 'Pirkanmaa' });
  await expect(pirkanmaa.getByRole('table')).toContainText('Palvelutalo Hervannan Helmi');
  await expectAccessible(page, 'area groups');
});

test(`${roleTag('customer')}[AREAS] has no area screens`, async ({ page }) => {
  await signIn(page, 'customer');
  const menu = page.getByRole('navigation', { name: fi.menu.navigation });
  await expect(menu.getByRole('link', { name: fi.menu.home })).toBeVisible();
  await expect(menu.getByRole('link', { name: areasFi.menu })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: areaGroupsFi.menu })).toHaveCount(0);
  await page.goto(areasListPath);
  await expect(page).toHaveURL(/not-authorized/);
});
