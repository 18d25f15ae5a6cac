import { readFile } from 'node:fs/promises';
import { pdfsig } from '../../apps/server/src/testing/pdfsig';
import { typeDate } from '../support/date-fields';
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
  workersFi,
} from '../support/hiring-story';
import { fill } from '../support/payroll-story';
import { hiringStory, hiringWorkerName } from '../support/seed-hiring-story';
import { fi } from '../support/texts';

const licence = 'Sairaanhoitajan laillistus';
const requestTitle = 'Aloitusasiakirjat';

// Issue 15 §4: HR asks a new worker (seeded by support/seed-hiring-story.ts, no account, not yet in a
// pool) for her licence; she answers from the e-mailed link on a phone; HR confirms it with the details
// the spec asks for. In order, in one worker: each test goes on from where the last left the data.
test.describe
  .serial('[HIRING] a new worker is asked for documents and answers from a link', () => {
    test(`${roleTag('admin')}[HIRING] asks the new worker for her licence; she answers with a file on a phone`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await page.goto('/apps/hr/document-requests/list');
      await expect(page.getByRole('heading', { level: 1, name: docFi.list.title })).toBeVisible();
      await page.getByRole('button', { name: docFi.create.open }).click();
      await page.getByRole('textbox', { name: docFi.create.worker, exact: true }).fill('Helmi');
      await page.getByRole('option', { name: new RegExp(hiringWorkerName) }).click();
      await page.getByRole('textbox', { name: docFi.create.requestTitle, exact: true }).fill(requestTitle);
      await page
        .getByRole('textbox', { name: fill(docFi.create.documentName, { number: 1 }), exact: true })
        .fill(licence);
      await expectAccessible(page, 'new document request');
      await page.getByRole('button', { name: docFi.create.send }).click();
      await expect(page.getByText(fill(docFi.create.sent, { name: hiringWorkerName })).first()).toBeVisible();

      // The worker: the link from her e-mail, on a phone, with no account.
      const link = await linkInMailTo(hiringStory.worker.email, /\/invite\/document-request\/[^\s"<>]+/);
      const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
      const worker = await phoneContext.newPage();
      await worker.goto(link);
      await expect(
        worker.getByText(fill(docFi.answer.greeting, { name: hiringStory.worker.firstName })),
      ).toBeVisible();
      await expectAccessible(worker, 'document request answer, phone');

      // A program renamed to .pdf is refused by its content, with the reason; nothing is sent.
      await chooseFile(
        worker,
        'laillistus.pdf',
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
        'application/pdf',
      );
      await worker.getByRole('button', { name: fill(docFi.answer.send, { name: licence }) }).click();
      await expect(worker.getByText(fi.errors.FILE_EXECUTABLE)).toBeVisible();

      await chooseFile(worker, 'laillistus.pdf', smallPdf(), 'application/pdf');
      await worker.getByRole('button', { name: fill(docFi.answer.send, { name: licence }) }).click();
      await expect(worker.getByText(docFi.answer.done.answered)).toBeVisible();
      await phoneContext.close();
    });

    test(`${roleTag('admin')}[HIRING] confirms the licence only with the granted day, graduation day and credits`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/apps/hr/document-requests/list');
      const row = page.getByRole('row').filter({ hasText: hiringWorkerName });
      await expect(row.getByText(docFi.statuses.answered)).toBeVisible();
      await row.getByRole('link', { name: requestTitle }).click();
      await expect(page.getByRole('heading', { level: 1, name: requestTitle })).toBeVisible();

      await page.getByRole('button', { name: fill(docFi.view.confirmNamed, { name: licence }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(docFi.review.confirmTitle, { name: licence }) });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'confirm a licence');
      await dialog.getByRole('button', { name: docFi.review.confirm }).click();
      await expect(dialog.getByText(fi.errors.DOCUMENT_CONFIRMATION_DETAILS_REQUIRED).first()).toBeVisible();

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
      await expect(
        page.getByText(
          fill(docFi.view.qualification, {
            licenceGrantedOn: '15.06.2024',
            graduatedOn: '31.05.2024',
            credits: '210',
          }),
        ),
      ).toBeVisible();
      await expect(page.getByText(docFi.statuses.confirmed).first()).toBeVisible();
    });
  });

const contractTitle = 'Sairaanhoitajan työsopimus';

// Issue 15 §4: an admin drafts and sends the new worker's employment contract; she signs it on a phone
// with the one-time code e-mailed to her; the admin downloads the signed PDF, which a standard verifier
// (poppler's pdfsig) accepts, and sees her step move from waiting for a contract to signed.
test.describe
  .serial('[HIRING] a new worker signs her employment contract online', () => {
    let contractPath = '';

    test(`${roleTag('admin')}[HIRING] drafts the contract from the Finnish template and sends it by e-mail`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, 'admin');
      await page.goto('/apps/pay-&-billing/employment-contracts/list');
      await expect(page.getByRole('heading', { level: 1, name: contractsFi.list.title })).toBeVisible();
      await page.getByRole('link', { name: contractsFi.list.create }).click();
      await page.getByRole('textbox', { name: contractsFi.form.worker, exact: true }).fill('Helmi');
      await page.getByRole('option', { name: new RegExp(hiringWorkerName) }).click();
      await page.getByRole('combobox', { name: contractsFi.form.template, exact: true }).click();
      await page.getByRole('option', { name: 'Työsopimus (FI)' }).click();
      await page.getByRole('textbox', { name: contractsFi.form.title, exact: true }).fill(contractTitle);
      await page.getByRole('textbox', { name: contractsFi.form.role, exact: true }).fill('Sairaanhoitaja');
      await page.getByRole('textbox', { name: contractsFi.form.wage, exact: true }).fill('18,50');
      await typeDate(
        page.getByRole('textbox', { name: contractsFi.form.startsOn, exact: true }),
        '01.01.2027',
      );
      await page
        .getByRole('textbox', { name: contractsFi.form.collectiveAgreement, exact: true })
        .fill('Yksityisen sosiaalipalvelualan TES');
      await page
        .getByRole('textbox', { name: contractsFi.form.placeOfWork, exact: true })
        .fill('Palvelukoti Koivula');
      await page
        .getByRole('textbox', { name: contractsFi.form.workingHours, exact: true })
        .fill('Vaihteleva, 0–40 h/vko');
      await expectAccessible(page, 'new employment contract');
      await page.getByRole('button', { name: contractsFi.form.save }).click();
      await expect(page.getByText(contractsFi.form.saved).first()).toBeVisible();
      await expect(page).toHaveURL(/employment-contracts\/create\/[0-9a-f-]{36}/);
      contractPath = new URL(page.url()).pathname;

      await page.getByRole('button', { name: contractsFi.actions.send }).click();
      const dialog = page.getByRole('dialog', { name: contractsFi.send.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox', { name: contractsFi.channels.email }).check();
      await expectAccessible(page, 'send the contract');
      await dialog.getByRole('button', { name: contractsFi.send.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: contractsFi.actions.remind })).toBeVisible();
      await expect(page.getByText(contractsFi.statuses.sent).first()).toBeVisible();
    });

    test(`${roleTag('anonymous')}[HIRING] the worker signs on a phone with the code from her e-mail`, async ({
      browser,
    }) => {
      test.slow();
      const link = await linkInMailTo(hiringStory.worker.email, /\/sign\/[^\s"<>]+/);
      const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
      const worker = await phoneContext.newPage();
      await worker.goto(link);
      await expect(worker.getByRole('heading', { level: 1, name: contractsFi.sign.title })).toBeVisible();
      await expect(
        worker.getByText(fill(contractsFi.sign.greeting, { name: hiringStory.worker.firstName })),
      ).toBeVisible();
      await expectAccessible(worker, 'contract signing, phone');

      const codesBefore = signingCodeCount(hiringStory.worker.email);
      await worker.getByRole('radio', { name: /Sähköpostiin/ }).check();
      await worker.getByRole('button', { name: contractsFi.sign.sendCode }).click();
      const code = await signingCodeTo(hiringStory.worker.email, codesBefore);

      // A wrong code is refused and says so; the right one is confirmed.
      const wrong = code === '000000' ? '111111' : '000000';
      await worker.getByRole('textbox', { name: contractsFi.sign.code }).fill(wrong);
      await worker.getByRole('button', { name: contractsFi.sign.confirmCode }).click();
      await expect(worker.getByRole('alert').first()).toBeVisible();
      await worker.getByRole('textbox', { name: contractsFi.sign.code }).fill(code);
      await worker.getByRole('button', { name: contractsFi.sign.confirmCode }).click();
      await expect(worker.getByText(contractsFi.sign.codeVerified)).toBeVisible();

      await worker.getByRole('textbox', { name: contractsFi.sign.fullName }).fill(hiringWorkerName);
      await worker.getByRole('checkbox', { name: contractsFi.sign.consent }).check();
      await expectAccessible(worker, 'contract signing, code confirmed');
      await worker.getByRole('button', { name: contractsFi.sign.sign }).click();
      await expect(worker.getByText(contractsFi.sign.signedTitle)).toBeVisible();
      await phoneContext.close();
    });

    test(`${roleTag('admin')}[HIRING] downloads the signed PDF, valid for pdfsig, and sees the worker's step move`, async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto(contractPath);
      await expect(page.getByText(contractsFi.statuses.signed).first()).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: contractsFi.actions.downloadSigned }).click(),
      ]);
      const file = await download.path();
      const report = await pdfsig(await readFile(file));
      expect(report.valid, report.text).toBe(true);
      expect(report.wholeDocument, report.text).toBe(true);

      // The worker's page: the step follows the contract.
      await page.goto('/apps/hr/personels/list');
      await page.getByRole('searchbox', { name: workersFi.filters.search }).fill(hiringStory.worker.lastName);
      await expect(page).toHaveURL(new RegExp(`search=${hiringStory.worker.lastName}`));
      const table = page.getByRole('table', { name: workersFi.list.tableLabel });
      await expect(table.getByRole('row')).toHaveCount(2);
      await table.getByRole('link', { name: hiringWorkerName }).click();
      await expect(page.getByRole('heading', { level: 1, name: hiringWorkerName })).toBeVisible();
      await expect(page.getByText(workersFi.stepStates.signed)).toBeVisible();
    });
  });
