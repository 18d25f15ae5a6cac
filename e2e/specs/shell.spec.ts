import actionCenterFi from '../../apps/web/src/features/action-center/locales/fi.json' with { type: 'json' };
import applicationInvitationsFi from '../../apps/web/src/features/application-invitations/locales/fi.json' with {
  type: 'json',
};
import applicationStatisticsFi from '../../apps/web/src/features/application-statistics/locales/fi.json' with {
  type: 'json',
};
import applicationsFi from '../../apps/web/src/features/applications/locales/fi.json' with { type: 'json' };
import areaGroupsFi from '../../apps/web/src/features/area-groups/locales/fi.json' with { type: 'json' };
import areasFi from '../../apps/web/src/features/areas/locales/fi.json' with { type: 'json' };
import communicationsFi from '../../apps/web/src/features/communications/locales/fi.json' with {
  type: 'json',
};
import confirmationsFi from '../../apps/web/src/features/confirmations/locales/fi.json' with { type: 'json' };
import contractsFi from '../../apps/web/src/features/customer-contracts/locales/fi.json' with {
  type: 'json',
};
import documentRequestsFi from '../../apps/web/src/features/document-requests/locales/fi.json' with {
  type: 'json',
};
import employmentContractsFi from '../../apps/web/src/features/employment-contracts/locales/fi.json' with {
  type: 'json',
};
import gigsFi from '../../apps/web/src/features/gigs/locales/fi.json' with { type: 'json' };
import interviewsFi from '../../apps/web/src/features/interviews/locales/fi.json' with { type: 'json' };
import invoicesFi from '../../apps/web/src/features/invoices/locales/fi.json' with { type: 'json' };
import jobAdsFi from '../../apps/web/src/features/job-ads/locales/fi.json' with { type: 'json' };
import licenceChecksFi from '../../apps/web/src/features/licence-checks/locales/fi.json' with {
  type: 'json',
};
import messageTemplatesFi from '../../apps/web/src/features/message-templates/locales/fi.json' with {
  type: 'json',
};

import onboardingFi from '../../apps/web/src/features/onboarding/locales/fi.json' with { type: 'json' };
import outboxFi from '../../apps/web/src/features/outbox/locales/fi.json' with { type: 'json' };
import payrollFi from '../../apps/web/src/features/payroll/locales/fi.json' with { type: 'json' };
import poolsFi from '../../apps/web/src/features/pools/locales/fi.json' with { type: 'json' };
import shiftPlanningFi from '../../apps/web/src/features/shift-planning/locales/fi.json' with {
  type: 'json',
};
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import wageReportsFi from '../../apps/web/src/features/wage-reports/locales/fi.json' with { type: 'json' };
import workersFi from '../../apps/web/src/features/workers/locales/fi.json' with { type: 'json' };
import {
  expect,
  expectAccessible,
  paths,
  roleTag,
  type StaffRole,
  signIn,
  staffRoles,
  test,
} from '../support/fixtures';
import { fi } from '../support/texts';

type ExpectedMenu = { groups: string[]; entries: (string | RegExp)[]; switchesAccount: boolean };

const dashboardGroup = fi.menu.groups.dashboard;
const settingsGroup = fi.menu.groups.settings;
const billingGroup = fi.menu.groups.billing;
const hrGroup = fi.menu.groups.hr;
const payrollGroup = fi.menu.groups.payroll;
const shiftsAndGigsGroup = fi.menu.groups.shiftsAndGigs;
/** The action center's entry carries the live count of open, unreserved future shifts (none when zero). */
const actionCenterEntry = new RegExp(`^${actionCenterFi.menu}(\\d+|99\\+)?$`);
/** Document requests carry the count of open ones for super-admins (none when zero). */
const documentRequestsEntry = new RegExp(`^${documentRequestsFi.menu}(\\d+|99\\+)?$`);
/** Shifts and gigs for the staffing company; customers do not plan shifts. */
const staffShiftEntries = [
  gigsFi.menu,
  shiftsFi.menu,
  actionCenterEntry,
  confirmationsFi.menu,
  shiftPlanningFi.menu,
];
/** Payroll, the Incomes Register and employment contracts: admins and above (Payroll and Wages). */
const payrollEntries = [
  payrollFi.menu.lists,
  payrollFi.menu.quickShifts,
  wageReportsFi.menu.wageReports,
  wageReportsFi.menu.payerSummaryReports,
  employmentContractsFi.menu,
];

/**
 * What each role sees in the menu (apps/web/src/app/menu/menu-groups.ts filtered by the domain abilities),
 * in menu order. A new screen adds its entry here for the roles that may open it.
 */
const expectedMenus: Record<StaffRole, ExpectedMenu> = {
  'super-admin': {
    groups: [dashboardGroup, shiftsAndGigsGroup, hrGroup, payrollGroup, billingGroup, settingsGroup],
    entries: [
      fi.menu.home,
      applicationStatisticsFi.menu,
      ...staffShiftEntries,
      applicationsFi.menu,
      applicationInvitationsFi.menu,
      jobAdsFi.menu,
      interviewsFi.menu,
      workersFi.menu,
      licenceChecksFi.menu,
      documentRequestsEntry,
      onboardingFi.menu,
      communicationsFi.menu,
      messageTemplatesFi.menu,
      poolsFi.menu,
      areasFi.menu,
      areaGroupsFi.menu,
      ...payrollEntries,
      invoicesFi.menu,
      contractsFi.menu,
      outboxFi.menu,
      fi.menu.accountSettings,
    ],
    switchesAccount: true,
  },
  'organization-admin': {
    groups: [dashboardGroup, shiftsAndGigsGroup, hrGroup, payrollGroup, billingGroup, settingsGroup],
    entries: [
      fi.menu.home,
      applicationStatisticsFi.menu,
      ...staffShiftEntries,
      applicationsFi.menu,
      applicationInvitationsFi.menu,
      jobAdsFi.menu,
      interviewsFi.menu,
      workersFi.menu,
      licenceChecksFi.menu,
      documentRequestsEntry,
      onboardingFi.menu,
      communicationsFi.menu,
      messageTemplatesFi.menu,
      poolsFi.menu,
      areasFi.menu,
      areaGroupsFi.menu,
      ...payrollEntries,
      invoicesFi.menu,
      contractsFi.menu,
      outboxFi.menu,
      fi.menu.accountSettings,
    ],
    switchesAccount: true,
  },
  admin: {
    groups: [dashboardGroup, shiftsAndGigsGroup, hrGroup, payrollGroup, billingGroup, settingsGroup],
    entries: [
      fi.menu.home,
      applicationStatisticsFi.menu,
      ...staffShiftEntries,
      applicationsFi.menu,
      applicationInvitationsFi.menu,
      jobAdsFi.menu,
      interviewsFi.menu,
      workersFi.menu,
      licenceChecksFi.menu,
      documentRequestsEntry,
      onboardingFi.menu,
      communicationsFi.menu,
      messageTemplatesFi.menu,
      poolsFi.menu,
      areasFi.menu,
      ...payrollEntries,
      invoicesFi.menu,
      contractsFi.menu,
      outboxFi.menu,
      fi.menu.accountSettings,
    ],
    switchesAccount: false,
  },
  agent: {
    groups: [dashboardGroup, shiftsAndGigsGroup, hrGroup, settingsGroup],
    entries: [
      fi.menu.home,
      applicationStatisticsFi.menu,
      ...staffShiftEntries,
      applicationsFi.menu,
      applicationInvitationsFi.menu,
      jobAdsFi.menu,
      interviewsFi.menu,
      workersFi.menu,
      licenceChecksFi.menu,
      documentRequestsEntry,
      onboardingFi.menu,
      communicationsFi.menu,
      messageTemplatesFi.menu,
      poolsFi.menu,
      areasFi.menu,
      outboxFi.menu,
      fi.menu.accountSettings,
    ],
    switchesAccount: false,
  },
  customer: {
    groups: [dashboardGroup, shiftsAndGigsGroup, billingGroup, settingsGroup],
    entries: [
      fi.menu.home,
      gigsFi.menu,
      shiftsFi.menu,
      actionCenterEntry,
      confirmationsFi.menu,
      invoicesFi.menu,
      contractsFi.menu,
      fi.menu.accountSettings,
    ],
    switchesAccount: false,
  },
};

for (const role of staffRoles) {
  test(`${roleTag(role)}[SHELL] sees its menu`, async ({ page }) => {
    const expected = expectedMenus[role];
    await signIn(page, role);

    // Sign-in leads to the root path, which redirects to the gigs list (spec section 2).
    await expect(page).toHaveURL(paths.gigsList);
    await expect(page.getByRole('heading', { level: 1, name: gigsFi.list.title })).toBeVisible();

    const menu = page.getByRole('navigation', { name: fi.menu.navigation });
    await expect(menu.getByRole('link')).toHaveText(expected.entries);
    await expect(menu.getByRole('group')).toHaveCount(expected.groups.length);
    for (const group of expected.groups) {
      await expect(menu.getByRole('group', { name: group, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: gigsFi.menu })).toHaveAttribute('aria-current', 'page');

    const accountSwitcher = page
      .getByRole('banner')
      .getByRole('combobox', { name: fi.header.account, exact: true });
    if (expected.switchesAccount) {
      await expect(accountSwitcher).toBeVisible();
      expect(await accountSwitcher.getByRole('option').count()).toBeGreaterThan(1);
    } else {
      await expect(accountSwitcher).toHaveCount(0);
    }
    await expect(page.getByRole('banner').getByText(fi.roles[role], { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
}
