import type { Page } from '@playwright/test';
import { paths as actionCenterPaths } from '../../apps/web/src/features/action-center/action-center.paths';
import { paths as areaGroupsPaths } from '../../apps/web/src/features/area-groups/area-groups.paths';
import { paths as areasPaths } from '../../apps/web/src/features/areas/areas.paths';
import { paths as communicationsPaths } from '../../apps/web/src/features/communications/communications.paths';
import { paths as confirmationsPaths } from '../../apps/web/src/features/confirmations/confirmations.paths';
import { paths as dashboardPaths } from '../../apps/web/src/features/dashboard/dashboard.paths';
import { paths as documentRequestsPaths } from '../../apps/web/src/features/document-requests/document-requests.paths';
import { paths as employmentContractsPaths } from '../../apps/web/src/features/employment-contracts/employment-contracts.paths';
import { paths as gigsPaths } from '../../apps/web/src/features/gigs/gigs.paths';
import { paths as jobAdsPaths } from '../../apps/web/src/features/job-ads/job-ads.paths';
import { paths as onboardingPaths } from '../../apps/web/src/features/onboarding/onboarding.paths';
import { paths as outboxPaths } from '../../apps/web/src/features/outbox/outbox.paths';
import { paths as payrollPaths, quickShiftsPath } from '../../apps/web/src/features/payroll/payroll.paths';
import { paths as poolsPaths } from '../../apps/web/src/features/pools/pools.paths';
import {
  newQuestionnaireId,
  questionnairePath,
} from '../../apps/web/src/features/questionnaires/questionnaires.paths';
import { paths as settingsPaths } from '../../apps/web/src/features/settings/settings.paths';
import { paths as shiftPlanningPaths } from '../../apps/web/src/features/shift-planning/shift-planning.paths';
import { paths as shiftsPaths } from '../../apps/web/src/features/shifts/shifts.paths';
import { newSmsPath } from '../../apps/web/src/features/sms-broadcasts/sms-broadcasts.paths';
import { paths as wageReportsPaths } from '../../apps/web/src/features/wage-reports/wage-reports.paths';
import workersFi from '../../apps/web/src/features/workers/locales/fi.json' with { type: 'json' };
import { paths as workersPaths } from '../../apps/web/src/features/workers/workers.paths';
import { expect, expectAccessible, paths, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

/**
 * Axe on every main screen, in the two looks people use most: a 390-pixel phone in dark mode and a desktop
 * in light mode. Record pages are opened through the first link of their list, so the sweep follows the
 * demo data wherever its ids lead.
 */
const looks = [
  { name: 'phone 390 px, dark', viewport: { width: 390, height: 844 }, scheme: 'dark' },
  { name: 'desktop, light', viewport: { width: 1280, height: 800 }, scheme: 'light' },
] as const;

/** The machine runs several suites at once: screens may take a while to load. */
const slow = { timeout: 30_000 };

/** An id that no record has: a record page shows its not-found page. */
const missingId = '00000000-0000-4000-8000-00000000beef';

/** Opens a screen and waits for its heading and for its loaders to finish, then runs axe. */
async function sweep(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await settleAndCheck(page, label);
}

async function settleAndCheck(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0, slow);
  await expectAccessible(page, label);
}

/** The address of the first record link on the list at `listPath` (a table row or a card). */
async function firstRecordPath(page: Page, listPath: string, hrefPart: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href*="${hrefPart}"]`).first();
  await expect(link).toBeVisible(slow);
  const href = await link.getAttribute('href');
  if (!href) {
    throw new Error(`no record link with ${hrefPart} on ${listPath}`);
  }
  return href;
}

for (const look of looks) {
  test.describe(look.name, () => {
    test.use({ viewport: look.viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((scheme) => {
        window.localStorage.setItem('mantine-color-scheme-value', scheme);
      }, look.scheme);
    });

    test(`${roleTag('admin')}[A11Y] shifts and gigs screens (${look.name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, 'admin');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', look.scheme);
      await sweep(page, gigsPaths.gigsList, 'gigs list');
      await sweep(page, await firstRecordPath(page, gigsPaths.gigsList, '/gigs-management/create/'), 'gig');
      await sweep(page, gigsPaths.gigsCreate, 'new gig');
      await sweep(page, shiftsPaths.shiftsCalendar, 'shift calendar');
      await sweep(page, actionCenterPaths.actionCenter, 'action center');
      await sweep(page, confirmationsPaths.confirmationsList, 'confirmations');
      await sweep(
        page,
        await firstRecordPath(page, confirmationsPaths.confirmationsList, '/confirmations/view/'),
        'confirmation',
      );
      await sweep(page, shiftPlanningPaths.shiftPlanningList, 'shift planning');
      await sweep(
        page,
        await firstRecordPath(page, shiftPlanningPaths.shiftPlanningList, '/shift-planning/view/'),
        'shift planning of an area',
      );
    });

    test(`${roleTag('admin')}[A11Y] HR screens and the worker page's tabs (${look.name})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await signIn(page, 'admin');
      await sweep(page, workersPaths.workersList, 'workers list');
      const workerPath = await firstRecordPath(page, workersPaths.workersList, '/personels/edit/');
      await sweep(page, workerPath, 'worker: profile');
      for (const tab of ['shifts', 'blocks', 'contracts', 'messages', 'payment'] as const) {
        await page.getByRole('tab', { name: workersFi.detail.tabs[tab] }).click();
        await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
        await settleAndCheck(page, `worker: ${tab}`);
      }
      await sweep(page, areasPaths.areasList, 'areas');
      await sweep(
        page,
        await firstRecordPath(page, areasPaths.areasList, '/areas-management/create/'),
        'area',
      );
      await sweep(page, poolsPaths.poolsList, 'pools');
      await sweep(page, await firstRecordPath(page, poolsPaths.poolsList, '/pools/edit/'), 'pool');
      await sweep(page, jobAdsPaths.list, 'job ads');
      await sweep(page, await firstRecordPath(page, jobAdsPaths.list, '/jobs/edit/'), 'job ad');
      await sweep(page, onboardingPaths.surveysList, 'tuberculosis surveys');
    });

    test(`${roleTag('admin')}[A11Y] home, outbox, settings and the error pages (${look.name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, 'admin');
      await sweep(page, dashboardPaths.dashboardHome, 'home');
      await sweep(page, outboxPaths.outbox, 'outbox');
      await sweep(page, settingsPaths.accountSettings, 'account settings');
      await sweep(page, '/apps/no-such-page', 'not found');
      await expect(page.getByRole('navigation', { name: fi.menu.navigation })).toBeAttached();
      await sweep(page, workersPaths.workersEdit.replace(':id', missingId), 'worker not found');
      await expect(page.getByText(fi.notFound.record.replace('{{id}}', missingId))).toBeVisible();
      await sweep(page, areaGroupsPaths.areaGroups, 'not authorized');
      await expect(page).toHaveURL(paths.notAuthorized);
    });

    test(`${roleTag('admin')}[A11Y] payroll, wage reports and document requests (${look.name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, 'admin');
      await sweep(page, payrollPaths.payrollLists, 'payroll lists');
      // The demo seed pays last month's work on a list: its page, then the first worker's payroll.
      const listPath = await firstRecordPath(page, payrollPaths.payrollLists, '/payroll-lists/view/');
      await sweep(page, listPath, 'payroll list');
      await sweep(page, await firstRecordPath(page, listPath, '/payrolls/view/'), 'payroll');
      await sweep(page, quickShiftsPath('pending'), 'quick shifts');
      await sweep(page, wageReportsPaths.wageReportsList, 'wage reports');
      await sweep(page, wageReportsPaths.payerSummaryReportsList, 'separate reports');
      await sweep(page, documentRequestsPaths.list, 'document requests');
      await sweep(page, communicationsPaths.list, 'communications');
      await sweep(page, communicationsPaths.announcementEdit.replace('/:id?', ''), 'announcement editor');
      await sweep(page, employmentContractsPaths.list, 'employment contracts');
      await sweep(page, employmentContractsPaths.templates, 'contract templates');
    });

    test(`${roleTag('admin')}[A11Y] communications: SMS, campaigns and questionnaires (${look.name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, 'admin');
      const tabPath = (tab: string) => `${communicationsPaths.list}?tab=${tab}`;
      await sweep(page, tabPath('sms'), 'communications: SMS');
      // The demo seed has sent bulk SMS: the first one's delivery.
      await sweep(page, await firstRecordPath(page, tabPath('sms'), '/communications/sms/'), 'SMS delivery');
      await sweep(page, newSmsPath, 'new bulk SMS');
      await sweep(page, tabPath('campaigns'), 'communications: campaigns');
      await sweep(page, tabPath('questionnaires'), 'communications: questionnaires');
      await sweep(
        page,
        await firstRecordPath(page, tabPath('questionnaires'), '/questionnaire/view/'),
        'questionnaire with results',
      );
      await sweep(page, questionnairePath(newQuestionnaireId), 'new questionnaire');
    });

    test(`${roleTag('organization-admin')}[A11Y] area groups (${look.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'organization-admin');
      await sweep(page, areaGroupsPaths.areaGroups, 'area groups');
    });

    test(`${roleTag('customer')}[A11Y] the customer's screens (${look.name})`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, 'customer');
      await sweep(page, dashboardPaths.dashboardHome, 'customer home');
      await sweep(page, gigsPaths.gigsList, 'customer gigs list');
      await sweep(page, gigsPaths.gigsCreate, 'customer order');
      await sweep(page, shiftsPaths.shiftsCalendar, 'customer calendar');
      await sweep(page, actionCenterPaths.actionCenter, 'customer action center');
      await sweep(page, confirmationsPaths.confirmationsList, 'customer confirmations');
      await sweep(page, settingsPaths.accountSettings, 'customer settings');
    });
  });
}
