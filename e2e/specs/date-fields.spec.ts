import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import { timeParts, typeDate, typeTime } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

const gigCreatePath = '/apps/shifts-&-gigs/gigs-management/create';

// An American browser: its own date inputs would show mm/dd/yyyy and 09:00 PM.
test.use({ locale: 'en-US' });

test(`${roleTag('agent')}[DATES] the Finnish UI shows DD.MM.YYYY and 24-hour times in an en-US browser`, async ({
  page,
}) => {
  // Finnish chosen earlier on this browser (the staff user's profile language is Finnish too).
  await page.addInitScript(() => {
    if (window.localStorage.getItem('locale') === null) {
      window.localStorage.setItem('locale', 'fi');
    }
  });
  await signIn(page, 'agent');
  await page.goto(gigCreatePath);
  const editor = page.getByRole('region', { name: gigsFi.editor.title });

  // A date typed as Finns write it is shown DD.MM.YYYY; the calendar names the months in Finnish.
  const date = editor.getByRole('textbox', { name: gigsFi.editor.date, exact: true });
  await expect(date).toHaveAttribute('placeholder', fi.dates.datePlaceholder);
  await typeDate(date, '1.12.2026');
  await date.press('Tab');
  await expect(date).toHaveValue('01.12.2026');
  await date.click();
  await expect(page.getByText('joulukuu 2026', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: fi.dates.nextMonth })).toBeVisible();
  await expectAccessible(page, 'gig form with the calendar open');
  await date.press('Escape');

  // Times on the 24-hour clock: 21:00, not 09:00 PM.
  const start = timeParts(editor, gigsFi.editor.start);
  await expect(start.hours).toHaveValue('07');
  await expect(start.minutes).toHaveValue('00');
  await typeTime(editor, gigsFi.editor.start, '21:00');
  await expect(start.hours).toHaveValue('21');
  await expect(start.minutes).toHaveValue('00');
  await expect(editor.getByText(/\b(AM|PM)\b/)).toHaveCount(0);
  await date.click();
  await date.press('Escape');
  await expectAccessible(page, 'gig form with a date and a 24-hour time typed');
});
