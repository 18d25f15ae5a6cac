import type { Page } from '@playwright/test';
import { areaDefinitions } from '../../apps/server/src/db/seed/areas';
import { seedIds } from '../../apps/server/src/db/seed/ids';
import { buildWorkers } from '../../apps/server/src/db/seed/workers';
import outboxFi from '../../apps/web/src/features/outbox/locales/fi.json' with { type: 'json' };
import contractsFi from '../../apps/web/src/features/temporary-contracts/locales/fi.json' with {
  type: 'json',
};
import blocksFi from '../../apps/web/src/features/worker-blocks/locales/fi.json' with { type: 'json' };
import messagesFi from '../../apps/web/src/features/worker-messages/locales/fi.json' with { type: 'json' };
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { fi } from '../support/texts';

type SeededWorker = { id: string; fullName: string };

/** Confirmed, accepted workers of the demo admin's and agent's account (the seed is deterministic). */
function seededWorker(index: number): SeededWorker {
  const workers = buildWorkers(new Date()).users.filter(
    (user) => user.accountId === seedIds.accounts.south && user.status === 'accepted' && user.confirmed,
  );
  const worker = workers[index];
  if (!worker?.id) {
    throw new Error(`the demo data has no confirmed worker number ${index}`);
  }
  return { id: worker.id, fullName: `${worker.firstName} ${worker.lastName}` };
}

/** An area of the demo account, as the block dialog and the contract form offer it. */
function seededArea(): string {
  const area = areaDefinitions.find((definition) => definition.accountId === seedIds.accounts.south);
  if (!area) {
    throw new Error('the demo data has no area in the admin’s account');
  }
  return area.name;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces {{name}} placeholders the way i18next does. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The worker page on the tab of the panel a test uses (its `?tab=` in the address). */
async function openWorker(
  page: Page,
  worker: SeededWorker,
  tab: 'blocks' | 'contracts' | 'messages',
): Promise<void> {
  await page.goto(`/apps/hr/personels/edit/${worker.id}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: worker.fullName })).toBeVisible();
}

test(`${roleTag('agent')}[WORKER-ACTIONS] blocks a worker in one area with a reason, sees the block and its history, unblocks`, async ({
  page,
}) => {
  const worker = seededWorker(2);
  const area = seededArea();
  const reason = 'Ei saapunut sovittuun vuoroon kahdesti.';
  const scope = fill(blocksFi.scopeWithAreas, { areas: area });
  await signIn(page, 'agent');
  await openWorker(page, worker, 'blocks');

  const panel = page.getByRole('region', { name: blocksFi.title });
  await expect(panel.getByText(blocksFi.active.none)).toBeVisible();
  await panel.getByRole('button', { name: blocksFi.block }).click();
  const dialog = page.getByRole('dialog', { name: fill(blocksFi.dialog.title, { name: worker.fullName }) });
  await expect(dialog).toBeVisible();

  // The reason is required: the message comes first, and nothing is blocked.
  await dialog.getByRole('radio', { name: blocksFi.scopes.areas }).check();
  await dialog.getByRole('button', { name: blocksFi.dialog.submit, exact: true }).click();
  await expect(dialog.getByText(fi.errors.BLOCK_REASON_REQUIRED)).toBeVisible();
  await expect(dialog.getByText(fi.errors.BLOCK_AREAS_REQUIRED)).toBeVisible();
  await expectAccessible(page, 'block dialog with its messages');

  await dialog.getByRole('combobox', { name: blocksFi.dialog.areas }).click();
  await page.getByRole('option', { name: new RegExp(escapeRegExp(area)) }).click();
  await dialog.getByRole('textbox', { name: blocksFi.dialog.reason }).fill(reason);
  await dialog.getByRole('button', { name: blocksFi.dialog.submit, exact: true }).click();
  await expect(page.getByText(fill(blocksFi.toasts.blocked, { name: worker.fullName }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // In force, and in the history with who blocked.
  const active = panel.getByRole('listitem');
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(scope);
  await expect(active).toContainText(reason);
  await expect(active).toContainText('Aleksi Pesonen');
  const history = panel.getByRole('table', { name: blocksFi.history.title });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(reason);
  await expect(history.getByRole('row').nth(1)).toContainText(blocksFi.active.badge);
  await expectAccessible(page, 'worker page with a block');

  // Unblock, after the confirmation: the block stays in the history as lifted.
  await panel.getByRole('button', { name: fill(blocksFi.unblock.buttonFor, { scope }) }).click();
  const confirm = page.getByRole('dialog', { name: blocksFi.unblock.title });
  await expect(confirm).toContainText(reason);
  await expectAccessible(page, 'unblock confirmation');
  await confirm.getByRole('button', { name: blocksFi.unblock.confirm }).click();
  await expect(page.getByText(blocksFi.toasts.unblocked)).toBeVisible();
  await expect(panel.getByText(blocksFi.active.none)).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).not.toContainText(blocksFi.active.badge);
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(3)).toContainText('Aleksi Pesonen');
});

test(`${roleTag('agent')}[WORKER-ACTIONS] sends an SMS with Finnish letters and finds it in the outbox with its segment count`, async ({
  page,
}) => {
  const worker = seededWorker(3);
  // Finnish letters stay GSM-7: 200 characters make two parts of 153.
  const message =
    `Hyvää huomenta! Huomisen aamuvuoro Hämeenpuiston palvelukodissa alkaa klo 7.00. ${'Äläkä unohda kulkukorttia, kiitos. '.repeat(4)}`.slice(
      0,
      200,
    );
  await signIn(page, 'agent');
  await openWorker(page, worker, 'messages');

  const panel = page.getByRole('region', { name: messagesFi.title });
  const field = panel.getByRole('textbox', { name: messagesFi.sms.message });
  await field.fill(message.slice(0, 40));
  await expect(panel.getByText(fill(fi.smsCounter.segments_one, { count: 1 }))).toBeVisible();
  await expect(panel.getByText(fill(fi.smsCounter.encoding.gsm7, { perSegment: 160 }))).toBeVisible();
  await field.fill(message);
  await expect(panel.getByText(fill(fi.smsCounter.characters_other, { count: 200 }))).toBeVisible();
  await expect(panel.getByText(fill(fi.smsCounter.segments_other, { count: 2 }))).toBeVisible();
  await expect(panel.getByText(fill(fi.smsCounter.encoding.gsm7, { perSegment: 153 }))).toBeVisible();
  await expectAccessible(page, 'worker page with an SMS being written');
  await panel.getByRole('button', { name: messagesFi.sms.send }).click();
  await expect(page.getByText(/^Tekstiviesti \(2 osaa\) lähetetään numeroon \+358/)).toBeVisible();
  await expect(field).toHaveValue('');

  // The outbox view, from the menu: the SMS tab lists it with its two parts.
  await page
    .getByRole('navigation', { name: fi.menu.navigation })
    .getByRole('link', { name: outboxFi.menu })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: outboxFi.title })).toBeVisible();
  await page.getByRole('tab', { name: outboxFi.sms.tab }).click();
  await expect(page).toHaveURL(/\/apps\/settings\/outbox\?tab=sms$/);
  const table = page.getByRole('table', { name: outboxFi.sms.title });
  const row = table.getByRole('row').filter({ hasText: message.slice(0, 60) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(outboxFi.kinds['worker-message']);
  await expect(row.getByRole('cell').nth(4)).toHaveText('2 (GSM-7)');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expectAccessible(page, 'outbox SMS tab');

  // The address keeps the tab: a reload shows the same list.
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: outboxFi.sms.title })
      .getByRole('row')
      .filter({ hasText: message.slice(0, 60) }),
  ).toHaveCount(1);
});

test(`${roleTag('admin')}[WORKER-ACTIONS] creates a temporary contract and opens its PDF`, async ({
  page,
}) => {
  const worker = seededWorker(4);
  const area = seededArea();
  const documentId = `E2E-${Date.now()}`;
  await signIn(page, 'admin');
  await openWorker(page, worker, 'contracts');

  const panel = page.getByRole('region', { name: contractsFi.title });
  const form = panel.getByRole('form', { name: contractsFi.form.title });
  await form.getByRole('button', { name: contractsFi.form.submit }).click();
  await expect(form.getByText(contractsFi.fieldErrors.contract)).toBeVisible();
  await expect(form.getByText(contractsFi.fieldErrors.startDate)).toBeVisible();
  await expectAccessible(page, 'temporary contract form with its messages');

  await form.getByRole('combobox', { name: contractsFi.form.area }).click();
  await page.getByRole('option', { name: new RegExp(escapeRegExp(area)) }).click();
  await form
    .getByRole('textbox', { name: contractsFi.form.contract, exact: true })
    .fill('Hoitajavuokraus 2026');
  await form.getByRole('textbox', { name: contractsFi.form.documentId }).fill(documentId);
  await form.getByRole('textbox', { name: contractsFi.form.startDate }).fill('01.12.2026');
  await form.getByRole('textbox', { name: contractsFi.form.endDate }).fill('31.12.2026');
  await form.getByRole('textbox', { name: contractsFi.form.locationText }).fill('Osasto 2, Hämeenpuisto');
  await form
    .getByRole('textbox', { name: contractsFi.form.salaryText })
    .fill('Tuntipalkka 19,50 € ja TES-lisät');
  await form.getByRole('radio', { name: contractsFi.writtenContract.new }).check();
  await form.getByRole('button', { name: contractsFi.form.submit }).click();
  await expect(page.getByText(contractsFi.toasts.created)).toBeVisible();

  const row = panel
    .getByRole('table', { name: contractsFi.list.title })
    .getByRole('row')
    .filter({ hasText: documentId });
  await expect(row).toContainText('01.12.2026 – 31.12.2026');
  await expect(row).toContainText(area);

  // Look at the PDF on its way to the browser (the request goes on unchanged).
  const documentUrl = /\/api\/accounts\/[^/]+\/documents\/[0-9a-f-]{36}$/;
  const served: { status: number; headers: Record<string, string>; body: Buffer }[] = [];
  await page.route(documentUrl, async (route) => {
    const response = await route.fetch();
    served.push({ status: response.status(), headers: response.headers(), body: await response.body() });
    await route.fulfill({ response });
  });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: fill(contractsFi.list.openPdfFor, { documentId }) }).click(),
  ]);
  // The new tab shows the downloaded file in the browser's PDF viewer.
  await expect(tab).toHaveURL(/^blob:/);
  const pdf = served.find((response) => response.status === 200);
  expect(pdf?.headers['content-type']).toBe('application/pdf');
  expect(pdf?.headers['content-disposition']).toMatch(/^inline; filename="maaraaikainen-tyosopimus-.+\.pdf"/);
  expect(pdf?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The worker's name is in the document (its title, UTF-16 in the PDF's information).
  expect(pdf?.body.includes(Buffer.from(worker.fullName, 'utf16le').swap16())).toBe(true);
  await tab.close();
  await expectAccessible(page, 'worker page with a temporary contract');
});
