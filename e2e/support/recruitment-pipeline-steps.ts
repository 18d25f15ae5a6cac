import type { Locator, Page } from '@playwright/test';
import { typeDate } from './date-fields';
import { expect, expectAccessible } from './fixtures';
import { contractsFi } from './hiring-story';
import {
  finnishDayFromToday,
  interviewsFi,
  licenceChecksFi as licenceFi,
  recruitmentPaths as paths,
} from './recruitment-pipeline';
import { applicantName, recruitmentStory } from './seed-recruitment-story';
import { fill, toast } from './shifts-core-loop';
import { fi } from './texts';

// The longer steps of specs/recruitment-pipeline.spec.ts, each on the screen a recruiter uses for it.

const registrationNumber = '10012345678';

/**
 * Records a licence-register check on the open application's licence card: Terhikki, the number, confirmed,
 * the applicant's profession as the scope (the form's default), valid until `validUntil` (none: no end).
 */
export async function recordLicenceCheck(page: Page, validUntil: string | null) {
  const card = page.getByRole('region', { name: licenceFi.card.title });
  await card.getByRole('button', { name: licenceFi.card.record }).click();
  const form = card.getByRole('form', { name: licenceFi.form.title });
  await expect(form.getByRole('combobox', { name: licenceFi.form.kind, exact: true })).toHaveValue(
    licenceFi.kinds.professional_licence,
  );
  await expect(form.getByRole('combobox', { name: licenceFi.form.register, exact: true })).toHaveValue(
    licenceFi.registers.terhikki,
  );
  await expect(form.getByRole('combobox', { name: licenceFi.form.result, exact: true })).toHaveValue(
    licenceFi.results.confirmed,
  );
  await expect(form.getByText(fi.careRoles.sairaanhoitaja).first()).toBeVisible();
  await form
    .getByRole('textbox', { name: licenceFi.form.registrationNumber, exact: true })
    .fill(registrationNumber);
  if (validUntil) {
    await typeDate(form.getByRole('textbox', { name: licenceFi.form.validUntil, exact: true }), validUntil);
  }
  await form
    .getByRole('textbox', { name: licenceFi.form.registerShowed, exact: true })
    .fill(`${applicantName}, s. 1994, laillistettu sairaanhoitaja`);
  await expectAccessible(page, 'licence check form');
  await form.getByRole('button', { name: licenceFi.form.save }).click();
  await expect(toast(page, licenceFi.form.saved)).toBeVisible();
  await expect(form).toHaveCount(0);
}

const interviewQuestions = 5;

/** Answers question `number` (1-based) of the interview by its option and saves: the next one shows. */
export async function answerChoice(interview: Locator, question: string, option: string, number: number) {
  await interview
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: option, exact: true })
    .check();
  await interview.getByRole('button', { name: interviewsFi.steps.save }).click();
  await expect(
    interview.getByText(
      fill(interviewsFi.steps.progress, {
        current: Math.min(number + 1, interviewQuestions),
        count: interviewQuestions,
        answered: number,
      }),
    ),
  ).toBeVisible();
}

/** Drafts the applicant's contract from the Finnish template and sends it to her by e-mail. */
export async function sendContract(page: Page, contractTitle: string): Promise<void> {
  await page.goto(paths.contracts);
  await expect(page.getByRole('heading', { level: 1, name: contractsFi.list.title })).toBeVisible();
  await page.getByRole('link', { name: contractsFi.list.create }).click();
  await page
    .getByRole('textbox', { name: contractsFi.form.worker, exact: true })
    .fill(recruitmentStory.applicant.firstName);
  await page.getByRole('option', { name: new RegExp(applicantName) }).click();
  await page.getByRole('combobox', { name: contractsFi.form.template, exact: true }).click();
  await page.getByRole('option', { name: 'Työsopimus (FI)' }).click();
  await page.getByRole('textbox', { name: contractsFi.form.title, exact: true }).fill(contractTitle);
  await page.getByRole('textbox', { name: contractsFi.form.role, exact: true }).fill('Sairaanhoitaja');
  await page.getByRole('textbox', { name: contractsFi.form.wage, exact: true }).fill('19,20');
  await typeDate(
    page.getByRole('textbox', { name: contractsFi.form.startsOn, exact: true }),
    finnishDayFromToday(7),
  );
  await page
    .getByRole('textbox', { name: contractsFi.form.collectiveAgreement, exact: true })
    .fill('Yksityisen sosiaalipalvelualan TES');
  await page
    .getByRole('textbox', { name: contractsFi.form.placeOfWork, exact: true })
    .fill(recruitmentStory.area.name);
  await page
    .getByRole('textbox', { name: contractsFi.form.workingHours, exact: true })
    .fill('Vaihteleva, 0–40 h/vko');
  await page.getByRole('button', { name: contractsFi.form.save }).click();
  await expect(page.getByText(contractsFi.form.saved).first()).toBeVisible();
  await page.getByRole('button', { name: contractsFi.actions.send }).click();
  const dialog = page.getByRole('dialog', { name: contractsFi.send.title });
  await dialog.getByRole('checkbox', { name: contractsFi.channels.email }).check();
  await dialog.getByRole('button', { name: contractsFi.send.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(contractsFi.statuses.sent).first()).toBeVisible();
}
