import jobAdsFi from '../../apps/web/src/features/job-ads/locales/fi.json' with { type: 'json' };
import recruitmentFi from '../../apps/web/src/features/recruitment/locales/fi.json' with { type: 'json' };
import { typeDate } from '../support/date-fields';
import { expect, expectAccessible, roleTag, signIn, test } from '../support/fixtures';
import { linkInMailTo, phone } from '../support/hiring-story';
import { mailTo } from '../support/mail-catcher';

// Issue 16 §3 and §1: HR posts an ad; a nurse finds it on /apply on a phone (server-rendered, no script of its own)
// with its JobPosting data; deleted, it is gone from the board.
test(`${roleTag('agent')}[JOBS] an ad posted by HR is found on /apply from a phone, and gone once deleted`, async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Yöhoitaja e2e ${Date.now()}`;
  await signIn(page, 'agent');
  await page.goto('/apps/hr/jobs/create');
  await page.getByRole('textbox', { name: new RegExp(`^${jobAdsFi.fields.title}`) }).fill(title);
  await page.getByRole('textbox', { name: new RegExp(`^${jobAdsFi.fields.role}`) }).fill('sairaanhoitaja');
  await page.getByRole('textbox', { name: new RegExp(`^${jobAdsFi.fields.city}`) }).fill('Lahti');
  await page
    .getByRole('textbox', { name: new RegExp(`^${jobAdsFi.fields.description}`) })
    .fill('Yövuoroja Lahdessa.');
  await expectAccessible(page, 'new job ad');
  await page.getByRole('button', { name: jobAdsFi.form.publish }).click();
  await expect(page.getByRole('link', { name: jobAdsFi.form.viewPublic })).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: phone, locale: 'fi-FI' });
  const nurse = await phoneContext.newPage();
  await nurse.goto('/apply');
  await expect(nurse.getByRole('heading', { level: 1, name: 'Avoimet työpaikat' })).toBeVisible();
  // Server-rendered: the board runs no script of its own (only the ad pages carry JSON-LD data).
  await expect(nurse.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  await expectAccessible(nurse, '/apply, phone');
  await nurse.getByRole('searchbox', { name: 'Alue tai kaupunki' }).fill('Lahti');
  await nurse.getByRole('button', { name: 'Hae', exact: true }).click();
  await nurse.getByRole('link', { name: title }).click();
  await expect(nurse.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const posting = JSON.parse(
    (await nurse.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(posting).toMatchObject({ '@type': 'JobPosting', title });
  await expectAccessible(nurse, '/apply/:adId, phone');

  // She applies: registration with a one-time code from her e-mail, then her details (issue 16 §1, §5).
  const register = recruitmentFi.register;
  const email = `hakija.${Date.now()}@hakijat.example`;
  await nurse.getByRole('link', { name: 'Hae paikkaa' }).click();
  await expect(nurse.getByRole('heading', { level: 1, name: register.title })).toBeVisible();
  await expect(nurse.getByText(new RegExp(title))).toBeVisible();
  await nurse.getByRole('textbox', { name: register.email }).fill(email);
  await nurse.getByRole('button', { name: register.sendCode }).click();
  let code = '';
  await expect
    .poll(() => {
      code =
        mailTo(email)
          .map((text) => text.match(/Rekisteröitymiskoodisi on (\d{6})/)?.[1] ?? '')
          .find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  await nurse.getByRole('textbox', { name: register.code }).fill(code);
  await expectAccessible(nurse, 'registration code, phone');
  await nurse.getByRole('button', { name: register.confirmCode }).click();
  await nurse.getByLabel(register.password, { exact: true }).fill('Hoitaja-2026!');
  await nurse.getByRole('textbox', { name: register.fullName }).fill('Henna Hakija');
  await nurse.getByRole('textbox', { name: register.mobile }).fill('+358401112223');
  await typeDate(nurse.getByRole('textbox', { name: register.birthday }), '02.02.1996');
  await nurse.getByRole('combobox', { name: register.region }).fill('Päijät');
  await nurse.getByRole('option', { name: 'Päijät-Häme' }).click();
  await nurse.getByRole('textbox', { name: register.city }).fill('Lahti');
  // The profession comes from the ad's role.
  await expect(nurse.getByRole('combobox', { name: register.profession })).toHaveValue('Sairaanhoitaja');
  await nurse.getByRole('checkbox', { name: register.seekingOptions.keikkatyö }).check();
  await expectAccessible(nurse, 'registration details, phone');
  await nurse.getByRole('button', { name: register.submit }).click();
  await expect(nurse.getByText(register.done)).toBeVisible();
  await linkInMailTo(email, /./);

  await page.getByRole('button', { name: jobAdsFi.delete.button }).click();
  await page.getByRole('button', { name: jobAdsFi.delete.confirm }).click();
  await expect(page).toHaveURL(/\/apps\/hr\/jobs\/list/);
  await nurse.goto('/apply?region=Lahti');
  await expect(nurse.getByRole('link', { name: title })).toHaveCount(0);
  await phoneContext.close();
});
