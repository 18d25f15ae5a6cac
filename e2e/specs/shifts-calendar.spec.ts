import type { Locator } from '@playwright/test';
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

/**
 * The calendar's month view on the demo data: a day with more shifts than its cell draws (the demo's first
 * account has five shifts today) shows four and a "+N lisää" link; the link lists all of the day's shifts,
 * each opening its detail, and leads to the day view.
 */
const calendarPath = '/apps/shifts-&-gigs/shifts-calendar';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A catalogue text as a pattern whose {{placeholders}} capture what stands in their place. */
function capturing(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(.+?)')}$`);
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

test(`${roleTag('agent')}[CALENDAR] a full day in month view: four shifts, and "+N lisää" lists them all`, async ({
  page,
}) => {
  // Four screens (month, the day's list, the drawer, the day view), each checked by axe.
  test.slow();
  await signIn(page, 'agent');
  await page.goto(calendarPath);
  await expect(page.getByRole('heading', { level: 1, name: shiftsFi.calendar.title })).toBeVisible();
  const calendar = page.getByRole('region', { name: shiftsFi.calendar.label });
  const more = calendar.getByText(capturing(shiftsFi.calendar.more)).first();
  await expect(more, 'the demo data has a day with more than four shifts this month').toBeVisible();
  await expectAccessible(page, 'shifts calendar (month with a full day)');

  const hidden = Number(capturing(shiftsFi.calendar.more).exec((await more.textContent()) ?? '')?.[1]);
  const [, date, total] =
    capturing(shiftsFi.calendar.moreHint).exec((await more.getAttribute('title')) ?? '') ?? [];
  expect(Number(total), 'the cell draws four shifts and counts the rest').toBe(hidden + 4);

  await more.click();
  const dialog = page.getByRole('dialog', {
    name: fill(shiftsFi.calendar.dayDialogTitle, { date: date ?? '' }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(Number(total));
  await expect(
    dialog.getByText(fill(shiftsFi.calendar.dayDialogCount, { total: total ?? '' })),
  ).toBeVisible();
  await expectAccessible(page, "shifts calendar, a day's shifts");

  // The day's last shift, hidden in the cell, opens in the drawer.
  const last = dialog.getByRole('listitem').last().getByRole('button');
  const lastText = (await last.textContent()) ?? '';
  await last.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]shift=[0-9a-f-]{36}/);
  // The drawer shows the shift's day and start time (the list's dialog may still be fading out).
  const start = /(\d{2}:\d{2})–/.exec(lastText)?.[1] ?? 'no time in the list';
  await expect(page.getByRole('dialog').filter({ hasText: `${date} ${start}` })).toBeVisible();

  // Back in the month, the same link leads to the day view of that day.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]shift=/);
  await calendar.getByText(capturing(shiftsFi.calendar.more)).first().click();
  await page
    .getByRole('dialog', { name: fill(shiftsFi.calendar.dayDialogTitle, { date: date ?? '' }) })
    .getByRole('button', { name: shiftsFi.calendar.openDayView })
    .click();
  const [day, month, year] = (date ?? '').split('.');
  await expect(page).toHaveURL(/[?&]view=day/);
  await expect(page).toHaveURL(
    new RegExp(`[?&]date=${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`),
  );
  await expectAccessible(page, 'shifts calendar (day view from the list)');
});

/** The furthest any part of the calendar is scrolled (the week view's time grid scrolls inside a frame). */
function scrolledTo(region: Locator): Promise<number> {
  return region.evaluate((root) =>
    Math.max(0, ...[...root.querySelectorAll('*')].map((node) => node.scrollTop)),
  );
}

test(`${roleTag('agent')}[CALENDAR] the chosen day survives month → week → day → month; the week opens at 06:00, not midnight`, async ({
  page,
}) => {
  await signIn(page, 'agent');
  // A week without shifts: the view opens at 06:00.
  await page.goto(`${calendarPath}?date=2030-01-09`);
  const calendar = page.getByRole('region', { name: shiftsFi.calendar.label });
  await expect(calendar.getByRole('tab', { name: shiftsFi.calendar.views.month })).toBeVisible();
  await calendar.getByRole('tab', { name: shiftsFi.calendar.views.week }).click();
  await expect(page).toHaveURL(/[?&]view=week/);
  await expect(page).toHaveURL(/[?&]date=2030-01-09/);
  await expect.poll(() => scrolledTo(calendar), 'the time grid is scrolled past midnight').toBeGreaterThan(0);
  // No axe check on this empty week: FullCalendar's scrolling time grid has nothing focusable in it
  // (scrollable-region-focusable); the dark-mode test below checks a week with shifts.

  await calendar.getByRole('tab', { name: shiftsFi.calendar.views.day }).click();
  await expect(page).toHaveURL(/[?&]view=day/);
  await expect(page).toHaveURL(/[?&]date=2030-01-09/);
  await calendar.getByRole('tab', { name: shiftsFi.calendar.views.month }).click();
  await expect(page).not.toHaveURL(/[?&]view=/);
  await expect(page).toHaveURL(/[?&]date=2030-01-09/);
  await expect(calendar.getByRole('heading', { name: /tammikuu 2030/i })).toBeVisible();
});

test(`${roleTag('agent')}[CALENDAR] in dark mode the calendar grid is dark too`, async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto(`${calendarPath}?view=week`);
  const calendar = page.getByRole('region', { name: shiftsFi.calendar.label });
  await expect(calendar.getByRole('tab', { name: shiftsFi.calendar.views.week })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: fi.header.darkMode }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Every large painted surface of the calendar (not the events or buttons) is dark.
  const lightSurfaces = () =>
    calendar.evaluate((root) => {
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return a === 0 ? null : (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      // A shift is painted in its state's (light) colour in both schemes: the shift's box and the event
      // element around it (same colour, taller) are not the grid.
      const paintsShift = (node: Element) => {
        const colour = getComputedStyle(node).backgroundColor;
        return (
          node.hasAttribute('data-shift-box') ||
          [...node.querySelectorAll('[data-shift-box]')].some(
            (shift) => getComputedStyle(shift).backgroundColor === colour,
          )
        );
      };
      return [root, ...root.querySelectorAll('*')].filter((node) => {
        const box = node.getBoundingClientRect();
        const light = luminance(getComputedStyle(node).backgroundColor);
        return box.width * box.height > 20_000 && light !== null && light > 0.5 && !paintsShift(node);
      }).length;
    });
  await expect.poll(lightSurfaces, 'no light surface left in the dark calendar').toBe(0);
  await expectAccessible(page, 'shifts calendar (week view, dark)');
});
