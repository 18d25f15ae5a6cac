import type { Page } from '@playwright/test';
import { formatDayKey } from '@portal/domain/shared';
import { typeDate } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import {
  expectReportStatus,
  fill,
  hoursText,
  makeReportOf,
  openFromMenu,
  openReport,
  payrollFi,
  recordApproval,
  reportRow,
  storyBreakRule,
  today,
  wageFi,
} from '../support/payroll-story';
import { paidMinutesOf, payrollStory, type StoryShift, storyWorkerName } from '../support/seed-payroll-story';

const { night, sunday } = payrollStory;
const rule = storyBreakRule();
const period = `${formatDayKey(payrollStory.periodFrom)}–${formatDayKey(payrollStory.periodTo)}`;
const listTitle = fill(payrollFi.list.title, { period });

/** Opens a worker's payroll from the list and finds the line of the worker's story shift. */
async function openPayroll(page: Page, shift: StoryShift) {
  await page
    .getByRole('table', { name: payrollFi.list.workersTitle })
    .getByRole('link', { name: storyWorkerName(shift), exact: true })
    .click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(payrollFi.payroll.title, { name: storyWorkerName(shift) }),
    }),
  ).toBeVisible();
  const line = page
    .getByRole('table', { name: payrollFi.payroll.linesTitle })
    .getByRole('row')
    .filter({ hasText: shift.title });
  await expect(line).toHaveCount(1);
  // The line traces to the shift: its day, its times and its area.
  await expect(line).toContainText(formatDayKey(shift.startDay));
  await expect(line).toContainText(`${shift.start}–${shift.end}`);
  await expect(line).toContainText(payrollStory.areaName);
  return line;
}

/** Back from a payroll to its list. */
async function backToList(page: Page): Promise<void> {
  await page.getByRole('link', { name: payrollFi.payroll.backToList }).click();
  await expect(page.getByRole('heading', { level: 1, name: listTitle })).toBeVisible();
}

// Issue 14 §4: two workers' verified shifts (a night over the end of summer time, a Sunday; seeded by
// support/seed-payroll-story.ts) → a payroll list → payrolls → paid → wage reports → one replaced, one
// invalidated and made again. In order, in one worker: each test goes on from where the last left the data.
test.describe
  .serial('[PAYROLL] from verified shifts to paid payrolls and their wage reports', () => {
    test(`${roleTag('admin')}[PAYROLL] makes the list of the week, reads the night and Sunday payrolls and pays them`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await openFromMenu(page, payrollFi.menu.lists);
      await typeDate(
        page.getByLabel(payrollFi.create.periodFrom, { exact: true }),
        formatDayKey(payrollStory.periodFrom),
      );
      await typeDate(
        page.getByLabel(payrollFi.create.periodTo, { exact: true }),
        formatDayKey(payrollStory.periodTo),
      );
      await typeDate(page.getByLabel(payrollFi.create.paymentDate, { exact: true }), today());
      await expectAccessible(page, 'payroll lists');
      await page.getByRole('button', { name: payrollFi.create.submit }).click();

      // The list: both workers, each with the hours the break rule leaves of the shift's real hours.
      await expect(page.getByRole('heading', { level: 1, name: listTitle })).toBeVisible();
      const workers = page.getByRole('table', { name: payrollFi.list.workersTitle });
      for (const shift of [night, sunday]) {
        await expect(workers.getByRole('row').filter({ hasText: storyWorkerName(shift) })).toContainText(
          hoursText(paidMinutesOf(shift, rule)),
        );
      }
      await expectAccessible(page, 'payroll list');

      // Eetu's night: 21:00 to 07:00 over the change back to winter time is 11 real hours, less the break.
      expect(night.realMinutes).toBe(11 * 60);
      const nightLine = await openPayroll(page, night);
      const nightHours = hoursText(paidMinutesOf(night, rule));
      await expect(nightLine).toContainText(nightHours);
      await expect(page.getByRole('region', { name: payrollFi.list.summary })).toContainText(nightHours);
      await expectAccessible(page, "Eetu's payroll");

      // Sanna's Sunday: a Sunday work line.
      await backToList(page);
      const sundayLine = await openPayroll(page, sunday);
      await expect(sundayLine).toContainText(payrollFi.lineKinds.sunday);
      await expect(sundayLine).toContainText(hoursText(paidMinutesOf(sunday, rule)));
      await expectAccessible(page, "Sanna's payroll");

      // Paid today, the whole list at once: every payroll says so and is locked.
      await backToList(page);
      await page.getByRole('button', { name: payrollFi.list.payAll }).click();
      const payDialog = page.getByRole('dialog', { name: payrollFi.list.payAll });
      await expect(payDialog.getByRole('textbox', { name: payrollFi.edit.paidOn })).toHaveValue(today());
      await expectAccessible(page, 'pay all dialog');
      await payDialog.getByRole('button', { name: payrollFi.edit.markPaid }).click();
      await expect(payDialog).toBeHidden();
      const paidOn = fill(payrollFi.payroll.paidOn, { date: today() });
      for (const shift of [night, sunday]) {
        await expect(workers.getByRole('row').filter({ hasText: storyWorkerName(shift) })).toContainText(
          paidOn,
        );
      }
      await expect(page.getByRole('region', { name: payrollFi.list.summary })).toContainText(
        payrollFi.stages.paid,
      );
      await openPayroll(page, night);
      await expect(page.getByText(payrollFi.payroll.locked)).toBeVisible();
      await expect(page.getByRole('link', { name: payrollFi.payroll.edit })).toHaveCount(0);
    });

    test(`${roleTag('admin')}[PAYROLL] reports both workers' pay, and corrects Eetu's approved report with a replacement`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await openFromMenu(page, wageFi.menu.wageReports);
      const toReport = page.getByRole('table', { name: wageFi.toReport.title });
      for (const shift of [night, sunday]) {
        await expect(toReport.getByRole('row').filter({ hasText: storyWorkerName(shift) })).toContainText(
          today(),
        );
      }
      await expectAccessible(page, 'wage reports');
      await makeReportOf(page, night);
      await makeReportOf(page, sunday);
      await expect(reportRow(page, night, wageFi.statuses.sent)).toHaveCount(1);
      await expect(reportRow(page, sunday, wageFi.statuses.sent)).toHaveCount(1);

      // Eetu's report: sent, then approved by the register.
      await openReport(page, night, wageFi.statuses.sent, "Eetu's report");
      const originalId =
        (await page.getByRole('heading', { level: 1 }).textContent())?.split(' ').at(-1) ?? '';
      expect(originalId).not.toBe('');
      await recordApproval(page);

      // A correction: a new report for the same payment date that names the one it replaces.
      await page.getByRole('button', { name: wageFi.replace.button }).click();
      const replaceDialog = page.getByRole('dialog', { name: wageFi.replace.title });
      // Named by its title once it is open: axe waits for that, as a screen reader user would hear it.
      await expect(replaceDialog).toBeVisible();
      await expectAccessible(page, 'replace dialog');
      await replaceDialog.getByRole('button', { name: wageFi.replace.confirm }).click();
      const facts = page.getByRole('region', { name: wageFi.view.details });
      await expect(facts.getByText(wageFi.view.replaces)).toBeVisible();
      await expect(facts.getByRole('link', { name: originalId, exact: true })).toBeVisible();
      await expectReportStatus(page, wageFi.statuses.sent);
      await expectAccessible(page, 'replacement report');
      await recordApproval(page);

      // The original names its replacement.
      await facts.getByRole('link', { name: originalId, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `${wageFi.view.title} ${originalId}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: wageFi.view.details })).toContainText(
        wageFi.view.replacedBy,
      );
    });

    test(`${roleTag('admin')}[PAYROLL] invalidates Sanna's approved report and reports her pay again`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await openFromMenu(page, wageFi.menu.wageReports);
      await openReport(page, sunday, wageFi.statuses.sent, "Sanna's report");
      await recordApproval(page);

      // The cancellation file, after the warning that it cannot be undone.
      await page.getByRole('button', { name: wageFi.invalidate.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: wageFi.invalidate.title });
      await expect(dialog).toContainText(wageFi.invalidate.message);
      await expectAccessible(page, 'invalidate dialog');
      await dialog.getByRole('button', { name: wageFi.invalidate.confirm }).click();
      await expect(page.getByRole('alert').filter({ hasText: wageFi.invalidate.made }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: wageFi.view.downloadInvalidation })).toBeVisible();

      // The register accepted the cancellation: the report is invalidated and answers nothing more.
      await expect(page.getByRole('combobox', { name: wageFi.answer.event })).toHaveValue(
        wageFi.events.invalidate,
      );
      await page.getByRole('button', { name: wageFi.answer.submit }).click();
      await expectReportStatus(page, wageFi.statuses.invalidated);
      await expect(page.getByText(wageFi.answer.none)).toBeVisible();
      await expectAccessible(page, 'invalidated report');

      // Her pay is to be reported again: made once more, a new report beside the invalidated one.
      await page.getByRole('main').getByRole('link', { name: wageFi.view.back, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: wageFi.list.title })).toBeVisible();
      await makeReportOf(page, sunday);
      await expect(reportRow(page, sunday, wageFi.statuses.invalidated)).toHaveCount(1);
      await expect(reportRow(page, sunday, wageFi.statuses.sent)).toHaveCount(1);
    });
  });
