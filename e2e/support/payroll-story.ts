import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { BreakRule } from '@portal/domain/pay-rules';
import { formatDayKey, helsinkiDayKey } from '@portal/domain/shared';
import { buildAccounts } from '../../apps/server/src/db/seed/organizations';
import payrollFi from '../../apps/web/src/features/payroll/locales/fi.json' with { type: 'json' };
import wageFi from '../../apps/web/src/features/wage-reports/locales/fi.json' with { type: 'json' };
import { expectAccessible } from './accessibility';
import { payrollStory, type StoryShift, storyWorkerName } from './seed-payroll-story';
import { fi } from './texts';

// Helpers of specs/payroll.spec.ts (issue 14's story): the screens' texts, the hours the rule gives and
// the steps the story repeats on a wage report.

export { payrollFi, wageFi };

/** "{{name}}" placeholders of a catalogue text filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Today in Helsinki as the screens write it (DD.MM.YYYY): the story's payment and paid day. */
export const today = () => formatDayKey(helsinkiDayKey(new Date()));

/** The main demo account's break rule as the demo seed gives it (the account the story's shifts are in). */
export function storyBreakRule(): BreakRule {
  const account = buildAccounts(new Date()).find((row) => row.id === payrollStory.accountId);
  return {
    unpaidTime: account?.unpaidTime ?? 30,
    minHoursWithBreak: Number(account?.minHoursWithBreak ?? 0),
  };
}

/** Minutes as the payroll screens write hours in Finnish: "10,5 h". */
export const hoursText = (minutes: number) =>
  fill(payrollFi.units.h, {
    value: new Intl.NumberFormat('fi', { maximumFractionDigits: 2 }).format(minutes / 60),
  });

/** Opens a screen from the side menu by its Finnish label. */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: fi.menu.navigation }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** A register report id as the e-service shows it: 32 hexadecimal characters. */
export const registerReportId = () => randomBytes(16).toString('hex');

/** The report's state as its facts show it. */
export async function expectReportStatus(page: Page, status: string): Promise<void> {
  const facts = page.getByRole('region', { name: wageFi.view.details });
  await expect(facts.getByText(status, { exact: true })).toBeVisible();
}

/** Records the register's answer "approved" with the register's report id, as read in the e-service. */
export async function recordApproval(page: Page): Promise<string> {
  const irReportId = registerReportId();
  await expect(page.getByRole('textbox', { name: wageFi.answer.irReportId })).toBeVisible();
  await page.getByRole('textbox', { name: wageFi.answer.irReportId }).fill(irReportId);
  await page.getByRole('button', { name: wageFi.answer.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: wageFi.answer.recorded }).first()).toBeVisible();
  await expectReportStatus(page, wageFi.statuses.approved);
  await expect(page.getByRole('main').getByText(irReportId, { exact: true })).toBeVisible();
  return irReportId;
}

/** Makes the report of one worker's pay of today from the "to report" list, and sees it listed. */
export async function makeReportOf(page: Page, shift: StoryShift): Promise<void> {
  const toReport = page.getByRole('table', { name: wageFi.toReport.title });
  await toReport
    .getByRole('button', {
      name: fill(wageFi.toReport.makeOf, { worker: storyWorkerName(shift), date: today() }),
    })
    .click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: fill(wageFi.toReport.made, { count: 1 }) })
      .first(),
  ).toBeVisible();
  await expect(toReport.getByRole('row').filter({ hasText: storyWorkerName(shift) })).toHaveCount(0);
}

/** The reports table's row of a worker's report in a state. */
export function reportRow(page: Page, shift: StoryShift, status: string) {
  return page
    .getByRole('table', { name: wageFi.list.title })
    .getByRole('row')
    .filter({ hasText: storyWorkerName(shift) })
    .filter({ hasText: status });
}

/** Opens a worker's report in a state from the reports list and checks the page. */
export async function openReport(
  page: Page,
  shift: StoryShift,
  status: string,
  label: string,
): Promise<void> {
  await reportRow(page, shift, status)
    .getByRole('link', { name: storyWorkerName(shift) })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${wageFi.view.title} `) }),
  ).toBeVisible();
  await expectReportStatus(page, status);
  await expectAccessible(page, label);
}
