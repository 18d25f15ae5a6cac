import type { Locator, Page } from '@playwright/test';
import communicationsFi from '../../apps/web/src/features/communications/locales/fi.json' with {
  type: 'json',
};
import outboxFi from '../../apps/web/src/features/outbox/locales/fi.json' with { type: 'json' };
import { paths as outboxPaths } from '../../apps/web/src/features/outbox/outbox.paths';
import questionnairesFi from '../../apps/web/src/features/questionnaires/locales/fi.json' with {
  type: 'json',
};
import smsFi from '../../apps/web/src/features/sms-broadcasts/locales/fi.json' with { type: 'json' };
import { typeDate } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { linkInMailTo, phone } from '../support/hiring-story';
import { fill } from '../support/payroll-story';
import { gradientPng } from '../support/png';
import { fi } from '../support/texts';

// Issue 17 §7, end to end: an agent's bulk SMS to one region and role fills the outbox; an admin publishes
// an announcement with a cover image; an admin's questionnaire is answered by a worker from the e-mailed
// link on a phone. Each test works on records of its own (titles carry the run's time).

const listPath = (tab: string) => `/apps/hr/communications/list?tab=${tab}`;

/** A required field's label: Mantine adds an asterisk after it. */
const labelled = (text: string) => new RegExp(`^${text}`);

/** Opens the communications list on a tab and waits for the tab's content, then runs axe. */
async function openTab(page: Page, tab: keyof typeof communicationsFi.tabs, loaded: Locator): Promise<void> {
  await page.goto(listPath(tab));
  await expect(page.getByRole('heading', { level: 1, name: communicationsFi.list.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: communicationsFi.tabs[tab] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(loaded).toBeVisible();
  await expectAccessible(page, `communications: ${tab}`);
}

/** Picks `option` in the select or multi-select labelled `label` from its list (its dropdown is in a portal). */
async function pick(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// A region and a role that demo workers of the main account have (apps/server/src/db/seed/workers.ts:
// practical nurses in Tampere, Pirkanmaa).
const smsRegion = 'Pirkanmaa';
const smsRole = 'Lähihoitaja';

test(`${roleTag('agent')}[COMMUNICATIONS] a bulk SMS to one region and role states its recipients, asks to confirm and fills the outbox`, async ({
  page,
}) => {
  test.slow();
  const title = `Vuoroja Tampereella ${Date.now()}`;
  const message = `Tampereella vapaita iltavuoroja ensi viikolla, ilmoittaudu sovelluksessa. ${Date.now()}`;
  await signIn(page, 'agent');
  await openTab(page, 'sms', page.getByRole('heading', { name: smsFi.optOuts.title }));
  await page.getByRole('link', { name: smsFi.list.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: smsFi.editor.newTitle })).toBeVisible();
  await page.getByRole('textbox', { name: labelled(smsFi.fields.title) }).fill(title);
  await page.getByRole('textbox', { name: labelled(smsFi.fields.message) }).fill(message);
  await pick(page, smsFi.fields.region, smsRegion);
  await pick(page, smsFi.fields.roles, smsRole);
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'new bulk SMS');
  await page.getByRole('button', { name: smsFi.editor.save }).click();

  // Saved as a draft: the editor now counts who the message reaches.
  await expect(page.getByRole('heading', { level: 1, name: smsFi.editor.editTitle })).toBeVisible();
  const countText = page.getByText(/^Viesti lähtee \d+ työntekijälle\.$/);
  await expect(countText).toBeVisible();
  const recipients = Number((await countText.textContent())?.match(/\d+/)?.[0]);
  expect(recipients).toBeGreaterThan(0);
  await expectAccessible(page, 'bulk SMS draft with its recipient count');

  // The "saved" toast lies over the send button (and a pointer over it keeps it open): closed as a user would.
  const saved = page.getByRole('alert').filter({ hasText: smsFi.editor.saved });
  await saved.getByRole('button', { name: fi.common.close }).click();
  await expect(saved).toHaveCount(0);
  await page.getByRole('button', { name: smsFi.send.open, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: smsFi.send.confirmTitle });
  // One GSM-7 part per message: the dialog states the recipients and the parts they cost.
  await expect(
    confirm.getByText(
      fill(smsFi.send.confirmMessage_other, { count: recipients, segments: 1, total: recipients }),
    ),
  ).toBeVisible();
  await expectAccessible(page, 'bulk SMS confirmation');
  await confirm.getByRole('button', { name: smsFi.send.confirm }).click();

  // The delivery view follows the background job until every recipient has their message.
  await expect(page.getByRole('heading', { level: 1, name: smsFi.delivery.pageTitle })).toBeVisible();
  await expect(
    page.getByText(fill(smsFi.progress.label, { sent: recipients, failed: 0, total: recipients }), {
      exact: true,
    }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: smsFi.delivery.table }).getByRole('row')).toHaveCount(
    Math.min(recipients, 10) + 1,
  );
  await expectAccessible(page, 'bulk SMS delivery');

  // No gateway in the suite: each message is kept in the account's outbox, one per recipient.
  await page.goto(`${outboxPaths.outbox}?tab=sms`);
  await expect(page.getByRole('heading', { level: 1, name: outboxFi.title })).toBeVisible();
  const ours = page.getByRole('row').filter({ hasText: message });
  await expect(async () => {
    await page.reload();
    await expect(ours).toHaveCount(recipients, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(ours.first().getByText(outboxFi.kinds['sms-broadcast'])).toBeVisible();
  await expectAccessible(page, 'outbox with the bulk SMS');
});

test(`${roleTag('admin')}[COMMUNICATIONS] an announcement published with a cover image is active, and its preview shows it as a worker sees it`, async ({
  page,
}) => {
  test.slow();
  const title = `Joulun vuorotoiveet ${Date.now()}`;
  const summary = 'Kerro joulun vuorotoiveesi viimeistään 10.12.';
  const text = 'Jouluna ja uutenavuotena tarvitsemme hoitajia kaikkiin yksiköihin.\nKiitos joustavuudestasi!';
  const nextYear = new Date().getFullYear() + 1;
  const editor = communicationsFi.editor;
  await signIn(page, 'admin');
  await openTab(page, 'announcements', page.getByRole('link', { name: communicationsFi.announcements.new }));
  await page.getByRole('link', { name: communicationsFi.announcements.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: editor.newTitle })).toBeVisible();
  await page.getByRole('textbox', { name: labelled(editor.title) }).fill(title);
  await page.getByRole('textbox', { name: labelled(editor.summary) }).fill(summary);
  await page.getByRole('textbox', { name: labelled(editor.text) }).fill(text);
  await typeDate(page.getByRole('textbox', { name: labelled(editor.expiresOn) }), `31.01.${nextYear}`);
  await page.getByRole('checkbox', { name: editor.sticky }).check();

  // The cover: an 800 × 400 PNG from the device, checked and stored by the server, then shown.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'joulu.png',
    mimeType: 'image/png',
    buffer: gradientPng(800, 400),
  });
  await expect(page.getByRole('img', { name: editor.coverPreview })).toBeVisible();
  await expect(page.getByText('800 × 400')).toBeVisible();

  // The preview, as the worker's app draws the card.
  const preview = page.getByRole('region', { name: communicationsFi.preview.title });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(summary)).toBeVisible();
  await expect(preview.getByText(communicationsFi.preview.pinned)).toBeVisible();
  await expect(
    preview.getByText(fill(communicationsFi.preview.validUntil, { date: `31.01.${nextYear}` })),
  ).toBeVisible();
  await expectAccessible(page, 'new announcement with its cover');
  await page.getByRole('button', { name: editor.publish }).click();

  // Back on the list: active, pinned.
  await expect(page.getByText(editor.published)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: communicationsFi.list.title })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByText(communicationsFi.statuses.active)).toBeVisible();
  await expect(row.getByRole('img', { name: communicationsFi.announcements.sticky })).toBeVisible();
  await expectAccessible(page, 'announcements with the new one');

  // Opened again: the preview shows the stored cover (served by the portal) with the saved texts.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: editor.editTitle })).toBeVisible();
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Kiitos joustavuudestasi!')).toBeVisible();
  const cover = preview.locator('img');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expectAccessible(page, 'announcement editor');
});

// The worker the questionnaire reaches: the main account's only practical nurse in Vantaa (demo seed).
const respondent = { city: 'Vantaa', role: 'Lähihoitaja', email: 'henna.mattila@example.fi', name: 'Henna' };

test(`${roleTag('admin')}[COMMUNICATIONS] a questionnaire is sent to a worker, answered from the e-mailed link on a phone, and counted in the results`, async ({
  page,
  browser,
}) => {
  test.slow();
  const q = questionnairesFi;
  const title = `Vuorotoiveet keväälle ${Date.now()}`;
  const shiftsQuestion = 'Mitkä vuorot sopivat sinulle parhaiten?';
  const wishQuestion = 'Mikä toive sinulla on työvuoroille?';
  await signIn(page, 'admin');
  await openTab(page, 'questionnaires', page.getByRole('link', { name: q.list.new }));
  await page.getByRole('link', { name: q.list.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: q.editor.newTitle })).toBeVisible();
  await page.getByRole('textbox', { name: labelled(q.editor.title) }).fill(title);
  await page.getByRole('checkbox', { name: q.editor.isDraft }).uncheck();

  // A single-choice question with two options, then a short text question.
  await page.getByRole('button', { name: q.editor.addQuestion }).click();
  const first = page.getByRole('region', { name: fill(q.editor.questionNumber, { number: 1 }) });
  await first
    .getByRole('textbox', { name: labelled(fill(q.editor.text, { number: 1 })) })
    .fill(shiftsQuestion);
  await first
    .getByRole('textbox', { name: fill(q.editor.option, { question: 1, option: 1 }) })
    .fill('Aamuvuorot');
  await first
    .getByRole('textbox', { name: fill(q.editor.option, { question: 1, option: 2 }) })
    .fill('Iltavuorot');
  await page.getByRole('combobox', { name: q.editor.newType }).click();
  await page.getByRole('option', { name: q.types.text_question_short }).click();
  await page.getByRole('button', { name: q.editor.addQuestion }).click();
  const second = page.getByRole('region', { name: fill(q.editor.questionNumber, { number: 2 }) });
  await expect(second.getByRole('combobox', { name: fill(q.editor.type, { number: 2 }) })).toHaveValue(
    q.types.text_question_short,
  );
  await second
    .getByRole('textbox', { name: labelled(fill(q.editor.text, { number: 2 })) })
    .fill(wishQuestion);
  await expectAccessible(page, 'new questionnaire');
  await page.getByRole('button', { name: q.editor.save, exact: true }).click();

  // Saved and published (not a draft): it can be sent.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(q.statuses.active, { exact: true })).toBeVisible();
  await expectAccessible(page, 'questionnaire editor');
  await page.getByRole('button', { name: q.send.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: q.send.title });
  await dialog.getByRole('combobox', { name: q.send.cities }).fill(respondent.city);
  await dialog.getByRole('combobox', { name: q.send.cities }).press('Enter');
  await pick(dialog, q.send.roles, respondent.role);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('status')).toHaveText(
    fill(q.send.count, { recipients: 1, already: 0, fresh: 1 }),
  );
  await expectAccessible(page, 'send questionnaire');
  await dialog.getByRole('button', { name: q.send.confirm }).click();
  await expect(page.getByText(fill(q.send.sent, { invited: 1 }))).toBeVisible();

  // The worker: the personal link from her e-mail, on a phone, without an account.
  const link = await linkInMailTo(respondent.email, /\/q\/[A-Za-z0-9_-]+/);
  const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
  const worker = await phoneContext.newPage();
  await worker.goto(link);
  await expect(worker.getByText(fill(q.answer.greeting, { name: respondent.name }))).toBeVisible();
  await expect(worker.getByText(title)).toBeVisible();
  await worker.getByRole('radio', { name: 'Iltavuorot' }).check();
  await worker.getByRole('textbox', { name: wishQuestion }).fill('Mieluiten viikonloppuisin.');
  await expectAccessible(worker, 'questionnaire answer, phone');
  await worker.getByRole('button', { name: q.answer.submit }).click();
  await expect(worker.getByText(q.answer.thanksTitle)).toBeVisible();
  await expectAccessible(worker, 'questionnaire thanks, phone');
  await phoneContext.close();

  // The admin: one response of one invited, counted per question.
  await page.reload();
  await expect(page.getByText(fill(q.results.responses, { responses: 1, invited: 1 }))).toBeVisible();
  const counts = page.getByRole('table', { name: shiftsQuestion });
  await expect(counts.getByRole('row', { name: 'Iltavuorot 1' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'Aamuvuorot 0' })).toBeVisible();
  await expect(page.getByText('Mieluiten viikonloppuisin.')).toBeVisible();
  await expect(page.getByRole('button', { name: q.results.export })).toBeVisible();
  await expectAccessible(page, 'questionnaire results');
});
