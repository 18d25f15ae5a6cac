import type { CalendarDate } from '../../apps/server/src/db/seed/helsinki-time';
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import outboxFi from '../../apps/web/src/features/outbox/locales/fi.json' with { type: 'json' };
import invitationsFi from '../../apps/web/src/features/shift-invitations/locales/fi.json' with {
  type: 'json',
};
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import coreFi from '../../apps/web/src/locales/fi.json' with { type: 'json' };
import { typeDate, typeTime } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { baseUrl } from '../support/paths';
import {
  area,
  assignInDrawer,
  badgeCount,
  bookedWorker,
  calendarShift,
  escapeRegExp,
  fill,
  finnishDate,
  firstDay,
  gigRole,
  gigTitle,
  invitationLinkTo,
  invitedWorker,
  menu,
  openCalendarDay,
  openGigInList,
  paths,
  shiftTimes,
  thirdShiftDay,
  toast,
} from '../support/shifts-core-loop';
import { fi } from '../support/texts';

/**
 * The core loop of issue 3, in order, on one new gig: a customer orders it, an agent approves and
 * publishes it, books a worker (after the same-day warning), a second worker takes another shift through
 * an e-mailed invitation link, and the gig can no longer be deleted. Each step checks what the next user
 * would notice: the lists, the calendar and the action-center badge.
 */
test.describe.configure({ mode: 'serial' });

test(`${roleTag('customer')}[GIGS] orders a gig of three shifts in its own area: a suggestion awaiting approval`, async ({
  page,
}) => {
  // A whole step of the loop across several screens and users: three times the usual time.
  test.slow();
  await signIn(page, 'customer');
  await menu(page).getByRole('link', { name: gigsFi.menu, exact: true }).click();
  await expect(page).toHaveURL(paths.gigsList);
  await expectAccessible(page, 'gigs list (customer)');

  await page.getByRole('link', { name: gigsFi.list.order }).click();
  await expect(page.getByRole('heading', { level: 1, name: gigsFi.form.orderTitle })).toBeVisible();
  await expect(page.getByText(gigsFi.suggestion.customerHint)).toBeVisible();
  await expectAccessible(page, 'gig order form');

  // Sending without an area shows the spec's validation message.
  await page.getByRole('textbox', { name: gigsFi.form.title }).fill(gigTitle);
  await page.getByRole('button', { name: gigsFi.form.sendOrder }).click();
  await expect(page.getByText(fi.errors.GIG_AREA_REQUIRED)).toBeVisible();

  // The area from name-prefix suggestions fills the address from the area.
  const gigSection = page.getByRole('region', { name: gigsFi.form.sections.gig });
  const areaField = gigSection.getByRole('combobox', { name: gigsFi.form.area });
  await areaField.fill(area.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(area.name)}`) }).click();
  await expect(page.getByRole('textbox', { name: gigsFi.form.streetAddress })).toHaveValue(
    area.streetAddress,
  );
  await gigSection.getByRole('combobox', { name: gigsFi.form.role }).click();
  await page.getByRole('option', { name: fi.careRoles[gigRole], exact: true }).click();

  // Three shifts: a morning and a night (ending the next day) on one day, and a morning two days later.
  const editor = page.getByRole('region', { name: gigsFi.editor.title });
  const addDate = async (date: CalendarDate) => {
    await typeDate(editor.getByLabel(gigsFi.editor.date, { exact: true }), finnishDate(date));
    await editor.getByRole('button', { name: gigsFi.editor.addDate }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: finnishDate(date) })).toBeVisible();
  };
  await addDate(firstDay);
  await editor.getByRole('button', { name: gigsFi.editor.addTimeRow }).click();
  const nightRow = editor.getByRole('group', { name: fill(gigsFi.editor.timeRow, { number: 2 }) });
  await typeTime(nightRow, gigsFi.editor.start, '21:00');
  await typeTime(nightRow, gigsFi.editor.end, '07:00');
  await expect(nightRow.getByText(gigsFi.shifts.endsNextDay)).toBeVisible();
  await editor.getByRole('button', { name: fill(gigsFi.editor.addShifts, { count: 2 }) }).click();
  await addDate(thirdShiftDay);
  await editor.getByRole('button', { name: fill(gigsFi.editor.removeTimeRow, { number: 2 }) }).click();
  await editor.getByRole('button', { name: fill(gigsFi.editor.addShifts, { count: 1 }) }).click();

  const shiftsTable = page.getByRole('table', { name: gigsFi.shifts.title });
  await expect(shiftsTable.getByRole('row')).toHaveCount(4);
  await expect(shiftsTable.getByText(gigsFi.shifts.endsNextDay)).toHaveCount(1);
  await expectAccessible(page, 'gig order form with three shifts');

  await page.getByRole('button', { name: gigsFi.form.sendOrder }).click();
  await expect(toast(page, gigsFi.notifications.suggested)).toBeVisible();
  await expect(page).toHaveURL(/\/gigs-management\/create\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
  await expect(page.getByText(gigsFi.suggestion.waiting)).toBeVisible();
  await expectAccessible(page, 'ordered gig (customer)');

  // In the customer's list: a suggestion, three shifts free.
  const row = await openGigInList(page);
  await expect(row).toContainText(gigsFi.labels.suggestion);
  await expect(row).toContainText(area.name);
  await expect(row).toContainText(fill(gigsFi.list.shiftCounts, { available: 3, total: 3 }));
  await expect(row).toContainText(`${finnishDate(firstDay)} – ${finnishDate(thirdShiftDay)}`);
  await expectAccessible(page, 'gigs list with the suggestion');
});

test(`${roleTag('agent')}[GIGS] approves and publishes the order: open in the list, Open in the calendar, counted by the badge`, async ({
  page,
}) => {
  // A whole step of the loop across several screens and users: three times the usual time.
  test.slow();
  await signIn(page, 'agent');
  const before = await badgeCount(page);
  const row = await openGigInList(page);
  await expect(row).toContainText(gigsFi.labels.suggestion);
  await row.getByRole('link', { name: gigTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
  await expect(page.getByText(gigsFi.suggestion.title).first()).toBeVisible();
  await expectAccessible(page, 'suggested gig (agent)');

  await page.getByRole('button', { name: gigsFi.suggestion.approve }).click();
  await expect(toast(page, gigsFi.notifications.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: gigsFi.suggestion.approve })).toHaveCount(0);
  const shiftsTable = page.getByRole('table', { name: gigsFi.shifts.title });
  await expect(shiftsTable.getByText(coreFi.shiftStates.Open, { exact: true })).toHaveCount(3);
  await expectAccessible(page, 'published gig');
  // Three more open shifts nobody has asked for: the badge follows at once.
  await expect.poll(() => badgeCount(page)).toBe(before + 3);

  const published = await openGigInList(page);
  await expect(published).toContainText(gigsFi.labels.open);
  await expect(published).toContainText(fill(gigsFi.list.shiftCounts, { available: 3, total: 3 }));

  await menu(page).getByRole('link', { name: shiftsFi.menu, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: shiftsFi.calendar.title })).toBeVisible();
  await expectAccessible(page, 'shifts calendar (month)');
  await openCalendarDay(page, firstDay);
  await expect(calendarShift(page, shiftTimes.morning, 'Open')).toBeVisible();
  await expect(calendarShift(page, shiftTimes.night, 'Open')).toBeVisible();
  await expectAccessible(page, 'shifts calendar (day)');
  await openCalendarDay(page, thirdShiftDay);
  await expect(calendarShift(page, shiftTimes.later, 'Open')).toBeVisible();
});

test(`${roleTag('agent')}[SHIFTS] books a worker from the shift detail, sees the same-day warning before booking him twice that day`, async ({
  page,
}) => {
  // A whole step of the loop across several screens and users: three times the usual time.
  test.slow();
  await signIn(page, 'agent');
  const before = await badgeCount(page);

  await openCalendarDay(page, firstDay);
  await calendarShift(page, shiftTimes.morning, 'Open').click();
  const drawer = page.getByRole('dialog', { name: gigTitle });
  await expect(drawer.getByText(shiftsFi.drawer.noWorker)).toBeVisible();
  await expectAccessible(page, 'shift detail drawer');
  await assignInDrawer(page, bookedWorker, null);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(calendarShift(page, shiftTimes.morning, 'Verified')).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(before - 1);

  // The same worker on the night shift of the same day: the warning comes before anything is saved.
  await calendarShift(page, shiftTimes.night, 'Open').click();
  await assignInDrawer(page, bookedWorker, shiftsFi.assign.warnings.SAME_DAY_SHIFT);
  await page.keyboard.press('Escape');
  await expect(calendarShift(page, shiftTimes.night, 'Verified')).toBeVisible();
  await expect(calendarShift(page, shiftTimes.night, 'Verified')).toContainText(bookedWorker.fullName);
  await expect.poll(() => badgeCount(page)).toBe(before - 2);
});

test(`${roleTag('agent')}[INVITATIONS] invites a worker by e-mail; the worker accepts through the link without signing in`, async ({
  page,
  browser,
}) => {
  // A whole step of the loop across several screens and users: three times the usual time.
  test.slow();
  await signIn(page, 'agent');
  const before = await badgeCount(page);

  await openCalendarDay(page, thirdShiftDay);
  await calendarShift(page, shiftTimes.later, 'Open').click();
  const drawer = page.getByRole('dialog', { name: gigTitle });
  await drawer.getByRole('button', { name: invitationsFi.invite.button }).click();
  const inviteDialog = page.getByRole('dialog', { name: invitationsFi.invite.title });
  await expect(inviteDialog.getByText(invitationsFi.list.empty)).toBeVisible();
  await inviteDialog
    .getByRole('textbox', { name: invitationsFi.invite.worker })
    .fill(invitedWorker.firstName);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(invitedWorker.fullName)}`) }).click();
  await expect(inviteDialog.getByRole('radio', { name: invitationsFi.channels.email })).toBeChecked();
  await expectAccessible(page, 'invite worker dialog');
  await inviteDialog.getByRole('button', { name: invitationsFi.invite.send }).click();
  await expect(toast(page, fill(invitationsFi.invite.sent, { name: invitedWorker.fullName }))).toBeVisible();
  const invitationRow = inviteDialog.getByRole('row').filter({ hasText: invitedWorker.fullName });
  await expect(invitationRow).toContainText(invitationsFi.states.pending);
  await expect(invitationRow).toContainText(invitationsFi.channels.email);
  await page.keyboard.press('Escape');
  await expect(inviteDialog).toHaveCount(0);

  // The e-mail is in the account's outbox (without its body: the link is the worker's alone) ...
  await page.keyboard.press('Escape');
  await menu(page).getByRole('link', { name: outboxFi.menu, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: outboxFi.title })).toBeVisible();
  const mailRow = page
    .getByRole('table', { name: outboxFi.mail.title })
    .getByRole('row')
    .filter({ hasText: invitedWorker.email });
  await expect(mailRow.first()).toContainText(`Vuorotarjous: ${area.name} ${finnishDate(thirdShiftDay)}`);

  // ... and reached the worker, who opens the link in a browser where nobody is signed in.
  const link = await invitationLinkTo(invitedWorker.email);
  const workerContext = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  try {
    const workerPage = await workerContext.newPage();
    await workerPage.goto(link);
    await expect(workerPage.getByRole('heading', { level: 1, name: invitationsFi.page.title })).toBeVisible();
    await expect(
      workerPage.getByText(fill(invitationsFi.page.greeting, { name: invitedWorker.firstName })),
    ).toBeVisible();
    await expect(workerPage.getByText(area.name).first()).toBeVisible();
    await expect(workerPage.getByText(gigTitle)).toBeVisible();
    await expectAccessible(workerPage, 'shift invitation page');
    await workerPage.getByRole('button', { name: invitationsFi.page.accept }).click();
    await expect(
      workerPage.getByRole('status').filter({ hasText: invitationsFi.page.outcome.accepted }),
    ).toBeVisible();
    await expect(workerPage.getByRole('button', { name: invitationsFi.page.accept })).toHaveCount(0);
    await expectAccessible(workerPage, 'accepted shift invitation');
  } finally {
    await workerContext.close();
  }

  // Back with the agent: booked for the worker, one open shift fewer.
  await openCalendarDay(page, thirdShiftDay);
  await expect(calendarShift(page, shiftTimes.later, 'Verified')).toContainText(invitedWorker.fullName);
  await expect.poll(() => badgeCount(page)).toBe(before - 1);
  await calendarShift(page, shiftTimes.later, 'Verified').click();
  await expect(drawer.getByText(invitedWorker.fullName).first()).toBeVisible();
  // The shift's history tells how: the invitation was sent and accepted. Nobody can be invited any more,
  // and the invitations stay in view with their answers.
  await expect(drawer.getByText(coreFi.shiftHistory.states.invited)).toBeVisible();
  await expect(drawer.getByText(coreFi.shiftHistory.states.invitation_accepted)).toBeVisible();
  await expect(drawer.getByRole('button', { name: invitationsFi.invite.button })).toHaveCount(0);
  await drawer.getByRole('button', { name: invitationsFi.invite.listButton }).click();
  const invitations = page.getByRole('dialog', { name: invitationsFi.invite.listTitle });
  await expect(invitations.getByText(invitationsFi.invite.closed)).toBeVisible();
  await expect(
    invitations.getByRole('row').filter({ hasText: invitedWorker.fullName }).filter({
      hasText: invitationsFi.states.accepted,
    }),
  ).toBeVisible();
  await expectAccessible(page, 'invitations of a booked shift');
});

test(`${roleTag('agent')}[GIGS] deleting a gig with booked shifts is refused with the spec's message`, async ({
  page,
}) => {
  await signIn(page, 'agent');
  const row = await openGigInList(page);
  // Every shift is taken now: the gig is published, nothing free.
  await expect(row).toContainText(gigsFi.labels.published);
  await expect(row).toContainText(fill(gigsFi.list.shiftCounts, { available: 0, total: 3 }));
  await row.getByRole('link', { name: gigTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();

  await page.getByRole('button', { name: gigsFi.delete.button }).click();
  const dialog = page.getByRole('dialog', { name: gigsFi.delete.title });
  await expect(dialog).toContainText(gigTitle);
  await dialog.getByRole('button', { name: gigsFi.delete.confirm, exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: fi.errors.GIG_HAS_BOOKED_SHIFTS }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: gigTitle })).toBeVisible();
  await expectAccessible(page, 'gig delete refused');

  // Still listed, with its shifts.
  const stillThere = await openGigInList(page);
  await expect(stillThere).toContainText(fill(gigsFi.list.shiftCounts, { available: 0, total: 3 }));
});
