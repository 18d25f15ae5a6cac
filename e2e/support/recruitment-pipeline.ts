import type { Locator, Page } from '@playwright/test';
import { isoWeekKey } from '@portal/domain/application-statistics';
import { helsinkiDayKey } from '@portal/domain/shared';
import { addDays, helsinkiDateOf, isoDate } from '../../apps/server/src/db/seed/helsinki-time';
import applicationStatisticsFi from '../../apps/web/src/features/application-statistics/locales/fi.json' with {
  type: 'json',
};
import applicationsFi from '../../apps/web/src/features/applications/locales/fi.json' with { type: 'json' };
import interviewsFi from '../../apps/web/src/features/interviews/locales/fi.json' with { type: 'json' };
import licenceChecksFi from '../../apps/web/src/features/licence-checks/locales/fi.json' with {
  type: 'json',
};
import shiftsFi from '../../apps/web/src/features/shifts/locales/fi.json' with { type: 'json' };
import coreFi from '../../apps/web/src/locales/fi.json' with { type: 'json' };
import { expect } from './fixtures';
import { recruitmentStory } from './seed-recruitment-story';
import { escapeRegExp, fill, finnishDate } from './shifts-core-loop';

// Helpers of specs/recruitment-pipeline.spec.ts (issue 16's story): the screens' texts, the applicant's
// page and history, and the seeded gig's shifts in the calendar.

export { applicationStatisticsFi, applicationsFi, interviewsFi, licenceChecksFi, shiftsFi };

export const recruitmentPaths = {
  applications: '/apps/hr/applications/list',
  expiringLicences: '/apps/hr/licence-checks/expiring',
  statistics: '/apps/dashboard/analytics',
  documentRequests: '/apps/hr/document-requests/list',
  contracts: '/apps/pay-&-billing/employment-contracts/list',
  calendar: '/apps/shifts-&-gigs/shifts-calendar',
};

const today = helsinkiDateOf(new Date());
/** DD.MM.YYYY of today + `days` (Helsinki), as the date fields take it. */
export const finnishDayFromToday = (days: number) => finnishDate(addDays(today, days));

/** The step badge of the page or a history row: the step's name. */
export const stepName = (step: keyof typeof applicationsFi.steps) => applicationsFi.steps[step];

/** The history table of the application's page. */
export function historyTable(page: Page): Locator {
  return page.getByRole('table', { name: applicationsFi.history.label });
}

/** The history row of the move from → to, once the page shows it. */
export async function expectHistoryMove(
  page: Page,
  from: keyof typeof applicationsFi.steps,
  to: keyof typeof applicationsFi.steps,
): Promise<void> {
  await expect(
    historyTable(page)
      .getByRole('row')
      .filter({
        hasText: new RegExp(`${escapeRegExp(stepName(from))}\\s*→\\s*${escapeRegExp(stepName(to))}`),
      }),
  ).toHaveCount(1);
}

/** The step the page shows as current ("Nykyinen vaihe"), once it is `step`. */
export async function expectCurrentStep(page: Page, step: keyof typeof applicationsFi.steps): Promise<void> {
  const panel = page.getByRole('region', { name: applicationsFi.step.title, exact: true });
  await expect(panel.getByText(stepName(step), { exact: true }).first()).toBeVisible();
}

/** The seeded gig's shift on the `index`th day of the story, in the calendar's day view. */
export async function openStoryShift(page: Page, index: 0 | 1): Promise<Locator> {
  const day = addDays(today, recruitmentStory.shiftDays[index]);
  await page.goto(`${recruitmentPaths.calendar}?view=day&date=${isoDate(day)}`);
  await expect(page.getByRole('heading', { level: 1, name: shiftsFi.calendar.title })).toBeVisible();
  await page
    .getByRole('region', { name: shiftsFi.calendar.label })
    .getByTitle(
      fill(shiftsFi.calendar.eventLabel, {
        state: coreFi.shiftStates.Open,
        title: recruitmentStory.gigTitle,
        time: '07:00–15:00',
        area: recruitmentStory.area.name,
      }),
      { exact: true },
    )
    .click();
  const drawer = page.getByRole('dialog', { name: recruitmentStory.gigTitle });
  await expect(drawer.getByText(shiftsFi.drawer.noWorker)).toBeVisible();
  return drawer;
}

/** Picks `fullName` in the drawer's worker search and answers the confirm button. */
export async function pickWorker(page: Page, drawer: Locator, fullName: string): Promise<Locator> {
  const [firstName] = fullName.split(' ');
  await drawer.getByRole('textbox', { name: shiftsFi.assign.search }).fill(firstName ?? fullName);
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(fullName)}`) }).click();
  return drawer.getByRole('button', { name: fill(shiftsFi.assign.confirm, { name: fullName }) });
}

/** This week as the statistics name it: the ISO week of today in Helsinki, e.g. 2026-W48. */
export const currentIsoWeek = () => isoWeekKey(helsinkiDayKey(new Date()));
