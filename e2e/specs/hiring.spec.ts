import { typeDate } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import {
  chooseFile,
  documentRequestsFi as docFi,
  linkInMailTo,
  phone,
  smallPdf,
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
      await expect(page.getByRole('heading', { level: 1, name: docFi.view.title })).toBeVisible();

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
