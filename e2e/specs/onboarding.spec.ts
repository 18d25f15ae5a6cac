import type { Page } from '@playwright/test';
import { typeDate } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { linkInMailTo, onboardingFi, phone, workersFi } from '../support/hiring-story';
import { fill } from '../support/payroll-story';
import { onboardingWorker, onboardingWorkerName } from '../support/seed-hiring-story';

const questions = Object.keys(
  onboardingFi.survey.questions,
) as (keyof typeof onboardingFi.survey.questions)[];

/** Opens the onboarding worker's page from the personnel list, on the contracts and documents tab. */
async function openWorkerContractsTab(page: Page): Promise<void> {
  await page.goto('/apps/hr/personels/list');
  await page.getByRole('searchbox', { name: workersFi.filters.search }).fill(onboardingWorker.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${onboardingWorker.lastName}`));
  const table = page.getByRole('table', { name: workersFi.list.tableLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: onboardingWorkerName }).click();
  await expect(page.getByRole('heading', { level: 1, name: onboardingWorkerName })).toBeVisible();
  await page.getByRole('tab', { name: workersFi.detail.tabs.contracts }).click();
}

// Issue 15 §3: HR sends a new worker (seeded by support/seed-hiring-story.ts) the tuberculosis survey and
// the get-started link; she answers the survey on a phone (one answer calls for follow-up) and goes
// through get-started; HR finds the survey flagged and marks it reviewed. In order, in one worker.
test.describe
  .serial('[ONBOARDING] a new worker answers the TB survey and gets started from links', () => {
    test(`${roleTag('admin')}[ONBOARDING] sends the survey and the get-started link from the worker page`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await openWorkerContractsTab(page);
      const panel = page.getByRole('region', { name: onboardingFi.send.title });
      await panel.getByRole('checkbox', { name: onboardingFi.send.email }).check();
      await expectAccessible(page, 'worker page, onboarding links');
      await panel.getByRole('button', { name: onboardingFi.send.survey }).click();
      await expect(
        page.getByText(new RegExp(`Linkki lähetetty: ${onboardingWorkerName}`)).first(),
      ).toBeVisible();
      await panel.getByRole('button', { name: onboardingFi.send.getStarted }).click();
      await linkInMailTo(onboardingWorker.email, /\/get-started\/[^\s"<>]+/);
    });

    test(`${roleTag('anonymous')}[ONBOARDING] the worker answers the survey and confirms her details on a phone`, async ({
      browser,
    }) => {
      test.slow();
      const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
      const worker = await phoneContext.newPage();
      await worker.goto(
        await linkInMailTo(onboardingWorker.email, /\/services\/tuberculosis-survey\/[^\s"<>]+/),
      );
      await expect(worker.getByRole('heading', { level: 1, name: onboardingFi.survey.title })).toBeVisible();
      await expectAccessible(worker, 'tuberculosis survey, phone');
      // Unanswered questions are named before anything is sent.
      await worker.getByRole('button', { name: onboardingFi.survey.send }).click();
      await expect(
        worker.getByText(fill(onboardingFi.survey.answerAll_other, { count: questions.length })),
      ).toBeVisible();
      for (const question of questions) {
        const group = worker.getByRole('radiogroup', { name: onboardingFi.survey.questions[question] });
        const answer = question === 'closeContact' ? onboardingFi.survey.yes : onboardingFi.survey.no;
        await group.getByRole('radio', { name: answer, exact: true }).check();
      }
      await worker.getByRole('button', { name: onboardingFi.survey.send }).click();
      await expect(worker.getByText(onboardingFi.survey.thanksTitle)).toBeVisible();

      await worker.goto(await linkInMailTo(onboardingWorker.email, /\/get-started\/[^\s"<>]+/));
      await expect(
        worker.getByRole('heading', { level: 1, name: onboardingFi.getStarted.title }),
      ).toBeVisible();
      await expectAccessible(worker, 'get started, phone');
      const details = worker.getByRole('region', { name: `1. ${onboardingFi.getStarted.steps.details}` });
      await details.getByRole('textbox', { name: onboardingFi.getStarted.city }).fill('Lahti');
      await typeDate(details.getByRole('textbox', { name: onboardingFi.getStarted.birthday }), '14.03.1995');
      await details.getByRole('button', { name: onboardingFi.getStarted.confirmDetails }).click();
      await expect(details.getByText(onboardingFi.getStarted.done)).toBeVisible();
      // The survey answered from its own link shows as done here too.
      await expect(
        worker
          .getByRole('region', { name: new RegExp(onboardingFi.getStarted.steps.survey) })
          .getByText(onboardingFi.getStarted.done),
      ).toBeVisible();
      await phoneContext.close();
    });

    test(`${roleTag('admin')}[ONBOARDING] finds the survey flagged for follow-up and marks it reviewed`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/apps/hr/tuberculosis-surveys/list');
      await expect(page.getByRole('heading', { level: 1, name: onboardingFi.list.title })).toBeVisible();
      await page.getByRole('checkbox', { name: onboardingFi.list.followUpOnly }).check();
      const row = page
        .getByRole('table', { name: onboardingFi.list.table })
        .getByRole('row')
        .filter({ hasText: onboardingWorkerName });
      await expect(row.getByText(onboardingFi.followUp.reasons['close-contact'])).toBeVisible();
      await expectAccessible(page, 'tuberculosis surveys, follow-up only');
      await row.getByRole('link', { name: onboardingWorkerName }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(onboardingFi.view.title, { name: onboardingWorkerName }),
        }),
      ).toBeVisible();
      await page
        .getByRole('textbox', { name: onboardingFi.view.note })
        .fill('Työterveyshuollon tutkimus sovittu.');
      await page.getByRole('button', { name: onboardingFi.view.markReviewed }).click();
      await expect(page.getByText(onboardingFi.statuses.reviewed).first()).toBeVisible();
    });
  });
