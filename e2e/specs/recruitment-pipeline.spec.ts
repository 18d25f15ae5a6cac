import type { Page } from '@playwright/test';
import { typeDate, typeTime } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import {
  chooseFile,
  contractsFi,
  documentRequestsFi as docFi,
  linkInMailTo,
  phone,
  signingCodeCount,
  signingCodeTo,
  smallPdf,
} from '../support/hiring-story';
import { mailTo } from '../support/mail-catcher';
import {
  applicationsFi as appsFi,
  currentIsoWeek,
  expectCurrentStep,
  expectHistoryMove,
  finnishDayFromToday,
  interviewsFi,
  licenceChecksFi as licenceFi,
  openStoryShift,
  recruitmentPaths as paths,
  pickWorker,
  shiftsFi,
  applicationStatisticsFi as statsFi,
  stepName,
} from '../support/recruitment-pipeline';
import { answerChoice, recordLicenceCheck, sendContract } from '../support/recruitment-pipeline-steps';
import { applicantName, recruitmentStory as story } from '../support/seed-recruitment-story';
import { escapeRegExp, fill, toast } from '../support/shifts-core-loop';
import { fi } from '../support/texts';

const { applicant } = story;
const template = 'Sairaanhoitaja, puhelinhaastattelu';
const requestTitle = 'Hakijan asiakirjat';
const licence = 'Sairaanhoitajan laillistus';
const contractTitle = 'Sairaanhoitajan työsopimus (rekrytointi)';
let applicationPath = '';

/** The application's page, loaded (its heading is the applicant's name). */
async function openApplication(page: Page): Promise<void> {
  await page.goto(applicationPath);
  await expect(page.getByRole('heading', { level: 1, name: applicantName })).toBeVisible();
}

// Issue 16 §5: a recruiter takes a new applicant (seeded by support/seed-recruitment-story.ts, registered
// today) through the licence check, the interview, documents and the contract to a worker, books her, and
// an expired licence then keeps her from the next shift; the statistics count her application. In order,
// in one applicant: each test goes on from where the last left the data.
test.describe
  .serial('[RECRUITMENT] an applicant becomes a bookable worker', () => {
    test(`${roleTag('admin')}[RECRUITMENT] finds the applicant, records her licence and completes the interview`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await page.goto(paths.applications);
      await expect(page.getByRole('heading', { level: 1, name: appsFi.list.title })).toBeVisible();
      await page.getByRole('searchbox', { name: appsFi.list.search }).fill(applicant.lastName);
      await expect(page).toHaveURL(new RegExp(`search=${applicant.lastName}`));
      const row = page.getByRole('row').filter({ hasText: applicantName });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(stepName('applied'))).toBeVisible();
      await expectAccessible(page, 'applications list');
      await row.getByRole('link', { name: applicantName }).click();
      await expect(page.getByRole('heading', { level: 1, name: applicantName })).toBeVisible();
      await expect(page).toHaveURL(/\/apps\/hr\/recruitments\/application\/[0-9a-f-]{36}$/);
      applicationPath = new URL(page.url()).pathname;
      await expectCurrentStep(page, 'applied');
      await expectAccessible(page, 'application detail');

      // The licence-register check, then the step it allows.
      await recordLicenceCheck(page, null);
      const card = page.getByRole('region', { name: licenceFi.card.title });
      await expect(card.getByText(licenceFi.standing.valid).first()).toBeVisible();
      const stepPanel = page.getByRole('region', { name: appsFi.step.title, exact: true });
      await stepPanel.getByRole('button', { name: stepName('licence_confirmed') }).click();
      await expect(
        toast(page, fill(appsFi.step.moved, { step: stepName('licence_confirmed') })),
      ).toBeVisible();
      await expectCurrentStep(page, 'licence_confirmed');

      // The interview: from the nurse's template, scheduled (the applicant is invited), answered, completed.
      const interview = page.getByRole('region', { name: interviewsFi.card.title, exact: true });
      await interview.getByRole('combobox', { name: interviewsFi.card.template, exact: true }).click();
      await page.getByRole('option', { name: template }).click();
      await expect(
        interview.getByRole('textbox', { name: interviewsFi.card.applicantEmail, exact: true }),
      ).toHaveValue(applicant.email);
      await interview.getByRole('button', { name: interviewsFi.card.create }).click();
      await expect(interview.getByText(interviewsFi.states.waiting)).toBeVisible();
      await typeDate(
        interview.getByRole('textbox', { name: interviewsFi.schedule.date, exact: true }),
        finnishDayFromToday(2),
      );
      await typeTime(interview, interviewsFi.schedule.time, '10:00');
      await interview
        .getByRole('textbox', { name: interviewsFi.schedule.location, exact: true })
        .fill('Puhelin 040 123 4569');
      await expectAccessible(page, 'interview scheduling');
      await interview.getByRole('button', { name: interviewsFi.schedule.submit }).click();
      await expect(toast(page, fill(interviewsFi.schedule.sent, { email: applicant.email }))).toBeVisible();
      await expectCurrentStep(page, 'interview_scheduled');

      await interview.getByRole('button', { name: interviewsFi.moves.start }).click();
      await expect(interview.getByText(interviewsFi.states.in_progress)).toBeVisible();
      await interview
        .getByRole('textbox', { name: 'Kerro työkokemuksestasi ja viimeisimmästä työpaikastasi.' })
        .fill('Kolme vuotta sisätautien osastolla.');
      await interview.getByRole('button', { name: interviewsFi.steps.save }).click();
      await expect(
        interview.getByText(fill(interviewsFi.steps.progress, { current: 2, count: 5, answered: 1 })),
      ).toBeVisible();
      await answerChoice(interview, 'Onko Valviran laillistus voimassa?', interviewsFi.answers.yes, 2);
      await expectAccessible(page, 'interview in progress');
      // Completing needs every answer: refused with the count still missing.
      await interview.getByRole('button', { name: interviewsFi.moves.complete }).click();
      await expect(
        page.getByText(fill(fi.errors.INTERVIEW_ANSWERS_MISSING, { count: 3 })).first(),
      ).toBeVisible();
      await answerChoice(interview, 'Voitko tehdä yövuoroja?', interviewsFi.answers.yes, 3);
      await answerChoice(interview, 'Suomen kielen taito (1–5)', '5', 4);
      await answerChoice(interview, 'Mieluisin vuoro', 'Aamu', 5);
      await interview.getByRole('button', { name: interviewsFi.moves.complete }).click();
      await expect(interview.getByText(interviewsFi.states.completed).first()).toBeVisible();
      await expect(interview.getByText('Kolme vuotta sisätautien osastolla.')).toBeVisible();

      await page.reload();
      await expectCurrentStep(page, 'submitted');
      await expectHistoryMove(page, 'applied', 'licence_confirmed');
      await expectHistoryMove(page, 'licence_confirmed', 'interview_scheduled');
      await expectHistoryMove(page, 'interview_scheduled', 'submitted');
    });

    test(`${roleTag('admin')}[RECRUITMENT] asks for her licence; she answers from the link; HR confirms it`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await page.goto(paths.documentRequests);
      await expect(page.getByRole('heading', { level: 1, name: docFi.list.title })).toBeVisible();
      await page.getByRole('button', { name: docFi.create.open }).click();
      await page.getByRole('textbox', { name: docFi.create.worker, exact: true }).fill(applicant.firstName);
      await page.getByRole('option', { name: new RegExp(applicantName) }).click();
      await page.getByRole('textbox', { name: docFi.create.requestTitle, exact: true }).fill(requestTitle);
      await page
        .getByRole('textbox', { name: fill(docFi.create.documentName, { number: 1 }), exact: true })
        .fill(licence);
      await page.getByRole('button', { name: docFi.create.send }).click();
      await expect(page.getByText(fill(docFi.create.sent, { name: applicantName })).first()).toBeVisible();

      const link = await linkInMailTo(applicant.email, /\/invite\/document-request\/[^\s"<>]+/);
      const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
      const person = await phoneContext.newPage();
      await person.goto(link);
      await expect(
        person.getByText(fill(docFi.answer.greeting, { name: applicant.firstName })),
      ).toBeVisible();
      await chooseFile(person, 'laillistus.pdf', smallPdf(), 'application/pdf');
      await person.getByRole('button', { name: fill(docFi.answer.send, { name: licence }) }).click();
      await expect(person.getByText(docFi.answer.done.answered)).toBeVisible();
      await phoneContext.close();

      await openApplication(page);
      await expectCurrentStep(page, 'documents_received');
      await page.getByRole('link', { name: requestTitle }).click();
      await expect(page.getByRole('heading', { level: 1, name: requestTitle })).toBeVisible();
      await page.getByRole('button', { name: fill(docFi.view.confirmNamed, { name: licence }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(docFi.review.confirmTitle, { name: licence }) });
      await typeDate(
        dialog.getByRole('textbox', { name: docFi.review.licenceGrantedOn, exact: true }),
        '15.06.2024',
      );
      await typeDate(
        dialog.getByRole('textbox', { name: docFi.review.graduatedOn, exact: true }),
        '31.05.2024',
      );
      await dialog.getByRole('textbox', { name: docFi.review.credits, exact: true }).fill('210');
      await dialog.getByRole('button', { name: docFi.review.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(docFi.statuses.confirmed).first()).toBeVisible();

      await openApplication(page);
      await expectCurrentStep(page, 'documents_confirmed');
      await expectHistoryMove(page, 'submitted', 'documents_requested');
      await expectHistoryMove(page, 'documents_requested', 'documents_received');
      await expectHistoryMove(page, 'documents_received', 'documents_confirmed');
    });

    test(`${roleTag('admin')}[RECRUITMENT] sends her contract; she signs it from the link; the step follows`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await sendContract(page, contractTitle);

      const link = await linkInMailTo(applicant.email, /\/sign\/[^\s"<>]+/);
      const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
      const person = await phoneContext.newPage();
      await person.goto(link);
      await expect(person.getByRole('heading', { level: 1, name: contractsFi.sign.title })).toBeVisible();
      const codesBefore = signingCodeCount(applicant.email);
      await person.getByRole('radio', { name: /Sähköpostiin/ }).check();
      await person.getByRole('button', { name: contractsFi.sign.sendCode }).click();
      const code = await signingCodeTo(applicant.email, codesBefore);
      await person.getByRole('textbox', { name: contractsFi.sign.code }).fill(code);
      await person.getByRole('button', { name: contractsFi.sign.confirmCode }).click();
      await expect(person.getByText(contractsFi.sign.codeVerified)).toBeVisible();
      await person.getByRole('textbox', { name: contractsFi.sign.fullName }).fill(applicantName);
      await person.getByRole('checkbox', { name: contractsFi.sign.consent }).check();
      await person.getByRole('button', { name: contractsFi.sign.sign }).click();
      await expect(person.getByText(contractsFi.sign.signedTitle)).toBeVisible();
      await phoneContext.close();

      await openApplication(page);
      await expectCurrentStep(page, 'contract_signed');
      await expectHistoryMove(page, 'documents_confirmed', 'contract_sent');
      await expectHistoryMove(page, 'contract_sent', 'contract_signed');
      await expect(page.getByRole('link', { name: contractTitle })).toBeVisible();
    });

    test(`${roleTag('admin')}[RECRUITMENT] confirms her as a worker; the welcome e-mail arrives`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await openApplication(page);
      await page.getByRole('button', { name: appsFi.confirm.button }).click();
      const dialog = page.getByRole('dialog', { name: appsFi.confirm.title });
      await expect(dialog.getByText(fill(appsFi.confirm.message, { name: applicantName }))).toBeVisible();
      await expectAccessible(page, 'confirm applicant dialog');
      await dialog.getByRole('button', { name: appsFi.confirm.confirm }).click();
      await expect(toast(page, fill(appsFi.confirm.done, { name: applicantName }))).toBeVisible();
      await expect(page.getByText(appsFi.confirm.confirmed)).toBeVisible();
      await expect(page.getByRole('button', { name: appsFi.confirm.button })).toHaveCount(0);
      await expectCurrentStep(page, 'confirmed');
      await expectHistoryMove(page, 'contract_signed', 'confirmed');
      await expect
        .poll(() => mailTo(applicant.email).some((text) => /tervetuloa työntekijäksemme/i.test(text)), {
          message: `the welcome e-mail to ${applicant.email}`,
          timeout: 20_000,
        })
        .toBe(true);
    });

    test(`${roleTag('admin')}[RECRUITMENT] books the new worker; an expired licence then refuses the next shift`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      const drawer = await openStoryShift(page, 0);
      const confirm = await pickWorker(page, drawer, applicantName);
      await expect(confirm).toBeEnabled();
      await expectAccessible(page, 'booking the new worker');
      await confirm.click();
      await expect(toast(page, fill(shiftsFi.assign.done, { name: applicantName }))).toBeVisible();
      await expect(drawer.getByText(applicantName).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);

      // A newer check: the licence ended yesterday. It is in force now, and it is past.
      await openApplication(page);
      await recordLicenceCheck(page, finnishDayFromToday(-1));
      const card = page.getByRole('region', { name: licenceFi.card.title });
      await expect(card.getByText(licenceFi.standing.expired).first()).toBeVisible();

      // HR sees it among the ending licences.
      await page.goto(paths.expiringLicences);
      await expect(page.getByRole('heading', { level: 1, name: licenceFi.expiring.title })).toBeVisible();
      const expiring = page.getByRole('row').filter({ hasText: applicantName });
      await expect(expiring).toHaveCount(1);
      await expect(expiring.getByText(licenceFi.standing.expired)).toBeVisible();
      await expectAccessible(page, 'expiring licences');

      // The next shift: refused with the licence error before anything is saved.
      const next = await openStoryShift(page, 1);
      const refused = await pickWorker(page, next, applicantName);
      await expect(next.getByText(fi.errors.LICENCE_EXPIRED)).toBeVisible();
      await expect(refused).toBeDisabled();
      await expectAccessible(page, 'booking refused by the licence');
      await expect(next.getByText(shiftsFi.drawer.noWorker)).toBeVisible();
    });

    test(`${roleTag('admin')}[STATISTICS] counts her application in this week's numbers`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto(paths.statistics);
      await expect(page.getByRole('heading', { level: 1, name: statsFi.title })).toBeVisible();
      const table = page.getByRole('table', { name: statsFi.charts.byRole });
      const thisWeek = table.getByRole('row', { name: new RegExp(`^${escapeRegExp(currentIsoWeek())}\\b`) });
      await expect(thisWeek).toHaveCount(1);
      const total = Number(await thisWeek.getByRole('cell').last().textContent());
      expect(total).toBeGreaterThanOrEqual(1);
      await expectAccessible(page, 'application statistics');
    });
  });
