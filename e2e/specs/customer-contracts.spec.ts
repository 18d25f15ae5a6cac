import { formatCents, helsinkiDayKey } from '@portal/domain/shared';
import contractsFi from '../../apps/web/src/features/customer-contracts/locales/fi.json' with {
  type: 'json',
};
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

const listPath = '/apps/billing/contracts/list';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** This month in Helsinki: its first day and the 16th typed as D.M.YYYY, and whether the 16th has come. */
function thisMonth() {
  const today = helsinkiDayKey(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    start: `1.${month}.${year}`,
    change: `16.${month}.${year}`,
    changeShown: `16.${String(month).padStart(2, '0')}.${year}`,
    changeHasCome: Number(today.slice(8, 10)) >= 16,
  };
}

// One contract, made by the admin and then read by the customer: the two tests run in order in one worker.
test.describe
  .serial('[CONTRACTS] a customer contract with a price change in the middle of the month', () => {
    const name = `E2E-sopimus ${Date.now().toString(36)}`;
    const month = thisMonth();
    const row = (field: string) => fill(contractsFi.form.rowLabel, { field, row: 1 });

    test(`${roleTag('admin')}[CONTRACTS] creates a contract with a price change on the 16th and sees it in the list`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');

      // The list, from the billing menu: the demo contracts are there.
      await page
        .getByRole('navigation', { name: fi.menu.navigation })
        .getByRole('link', { name: contractsFi.menu, exact: true })
        .click();
      await expect(page).toHaveURL(listPath);
      const table = page.getByRole('table', { name: contractsFi.list.title });
      await expect(table.getByRole('row').filter({ hasText: 'Palvelukoti Koivula' })).toBeVisible();

      // A new contract from the 1st, its base price changing on the 16th.
      await page.getByRole('link', { name: contractsFi.list.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: contractsFi.edit.createTitle })).toBeVisible();
      await page.getByRole('textbox', { name: contractsFi.form.name }).fill(name);
      await page.getByRole('textbox', { name: contractsFi.form.customerNumber }).fill('E2E-1');
      await page.getByRole('textbox', { name: contractsFi.form.validFrom }).fill(month.start);
      await page.getByRole('textbox', { name: row(contractsFi.form.price) }).fill('38,50');
      await page.getByRole('textbox', { name: row(contractsFi.form.wage) }).fill('18,90');
      await page.getByRole('button', { name: contractsFi.form.addVersion }).click();
      const change = page.getByRole('region', { name: contractsFi.form.newVersionTitle });
      await change.getByRole('textbox', { name: contractsFi.form.versionFrom }).fill(month.change);
      await page
        .getByRole('region', { name: fill(contractsFi.form.versionTitle, { from: month.change }) })
        .getByRole('textbox', { name: row(contractsFi.form.price) })
        .fill('39,90');
      await expectAccessible(page, 'contract form with a price change');
      await page.getByRole('button', { name: contractsFi.form.create }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: fill(contractsFi.edit.title, { name }) }),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: contractsFi.edit.created })).toBeVisible();
      await expect(
        page.getByRole('region', { name: fill(contractsFi.form.versionTitle, { from: month.changeShown }) }),
      ).toBeVisible();

      // In the list with the base price in force today (axe runs on this last page through the fixture).
      await page.getByRole('link', { name: contractsFi.edit.backToList }).click();
      await page.getByRole('textbox', { name: contractsFi.list.search }).fill(name);
      const created = table.getByRole('row').filter({ hasText: name });
      await expect(created).toContainText(formatCents(month.changeHasCome ? 3990 : 3850));
      await expect(created).toContainText('E2E-1');
    });

    test(`${roleTag('customer')}[CONTRACTS] opens the contract read-only: its rates, no inputs, no buttons`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'customer');
      await page
        .getByRole('navigation', { name: fi.menu.navigation })
        .getByRole('link', { name: contractsFi.menu, exact: true })
        .click();
      await expect(page).toHaveURL(listPath);
      await page.getByRole('textbox', { name: contractsFi.list.search }).fill(name);
      // As a user would, wait for the filtered list: a click racing the search's own address change is undone.
      await expect(page).toHaveURL(/[?&]search=/);
      await page.getByRole('link', { name }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: fill(contractsFi.edit.title, { name }) }),
      ).toBeVisible();
      await expect(page.getByText(contractsFi.view.readOnly)).toBeVisible();
      const main = page.getByRole('main');
      await expect(
        main.getByRole('table', { name: fill(contractsFi.form.versionTitle, { from: month.changeShown }) }),
      ).toContainText(formatCents(3990));
      await expect(main.getByRole('textbox')).toHaveCount(0);
      await expect(main.getByRole('button')).toHaveCount(0);
      // axe runs on this last page through the fixture.
    });
  });
