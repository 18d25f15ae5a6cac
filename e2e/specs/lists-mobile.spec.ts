import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import workersFi from '../../apps/web/src/features/workers/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, paths, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

// An iPhone-sized screen: below the `sm` breakpoint the lists show cards and fold their filters away.
test.use({ viewport: { width: 390, height: 844 } });

const workersListPath = '/apps/hr/personels/list';

/** The fields of a CSV file (RFC 4180: quoted fields may hold the separator, quotes and line breaks). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

/** Signs in (which leads to the gigs list) and filters it to open gigs through the phone's drawer. */
async function openGigsFilteredOnAPhone(page: Page, checkAccessibility: boolean): Promise<void> {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(paths.gigsList);
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: gigsFi.list.filters.text })).toBeVisible();
  await page.getByRole('button', { name: fi.lists.filters.button, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: fi.lists.filters.title });
  await drawer.getByRole('combobox', { name: gigsFi.list.filters.status }).click();
  await page.getByRole('option', { name: gigsFi.labels.open, exact: true }).click();
  if (checkAccessibility) {
    await expectAccessible(page, 'gigs filters drawer on a phone');
  }
  await drawer.getByRole('button', { name: fi.lists.filters.showResults }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/label=open/);
  // The button counts the filter in use.
  await expect(
    page.getByRole('button', { name: fi.lists.filters.buttonCount.replace('{{count}}', '1') }),
  ).toBeVisible();
}

test(`${roleTag('admin')}[LISTS] on a phone the gigs list shows cards and folds its filters into a drawer`, async ({
  page,
}) => {
  test.slow();
  await openGigsFilteredOnAPhone(page, true);

  // Cards, not a table; the first card starts on the first screen.
  const cards = page.getByRole('list', { name: gigsFi.list.title }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name: gigsFi.list.title })).toHaveCount(0);
  const firstCard = await cards.first().boundingBox();
  expect(firstCard?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
  // A status badge is never cut: its label fits in it.
  const badgeLabel = cards.first().locator('.mantine-Badge-label').first();
  await expect(badgeLabel).toHaveText(gigsFi.labels.open);
  const cut = await badgeLabel.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(false);
  // axe checks the list with its cards at the end (the fixture).
});

test(`${roleTag('admin')}[LISTS] on a phone the filtered gigs export as a Finnish CSV for Excel`, async ({
  page,
}) => {
  test.slow();
  await openGigsFilteredOnAPhone(page, false);

  // The export holds every open gig (not only the page on screen), in Finnish, for Excel.
  // The count of the filtered list, not the one still shown while the filtered results load.
  const totalText = page.getByText(/^Yhteensä \d+$/);
  await expect(totalText).toHaveAttribute('aria-busy', 'false');
  const total = Number(((await totalText.textContent()) ?? '').replace(/\D/g, ''));
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: fi.lists.export.button }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^keikat-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'), ';');
  expect(header).toEqual([
    gigsFi.list.columns.title,
    gigsFi.list.columns.area,
    gigsFi.list.columns.label,
    gigsFi.list.columns.dates,
    gigsFi.list.columns.role,
    gigsFi.list.csv.availableShifts,
    gigsFi.list.csv.totalShifts,
    gigsFi.list.columns.boost,
  ]);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row[2] === gigsFi.labels.open)).toBe(true);
  // Dates as the screen shows them: DD.MM.YYYY.
  expect(rows.every((row) => /^\d{2}\.\d{2}\.\d{4}( – \d{2}\.\d{2}\.\d{4})?$/.test(row[3] ?? ''))).toBe(true);
});

test(`${roleTag('admin')}[LISTS] on a phone the personnel list shows cards with check boxes and its filters in a drawer`, async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin');
  // On a phone the menu opens from the header's burger.
  await page.getByRole('button', { name: fi.menu.toggle }).click();
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: workersFi.menu })
    .click();
  await expect(page).toHaveURL(workersListPath);
  await expect(page.getByRole('heading', { level: 1, name: workersFi.title })).toBeVisible();
  const cards = page.getByRole('list', { name: workersFi.list.tableLabel }).getByRole('listitem');
  // The first list of a fresh sign-in can take a while on the shared test machine.
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: workersFi.filters.search })).toBeVisible();
  await expect(page.getByRole('combobox', { name: workersFi.filters.status })).toHaveCount(0);

  // Choosing a worker shows the bulk action.
  await cards.first().getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: fi.lists.selection.actions })).toBeVisible();
  await expect(page.getByRole('button', { name: workersFi.bulk.addToPool })).toBeVisible();
  await expectAccessible(page, 'personnel list on a phone with a worker chosen');

  await page.getByRole('button', { name: fi.lists.filters.button, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: fi.lists.filters.title });
  await drawer
    .getByRole('combobox', { name: workersFi.filters.status, exact: true })
    .selectOption('accepted');
  await expect(page).toHaveURL(/status=accepted/);
  // axe checks the open drawer at the end (the fixture).
});
