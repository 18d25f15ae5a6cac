import { expect, type Page } from '@playwright/test';
import documentRequestsFi from '../../apps/web/src/features/document-requests/locales/fi.json' with {
  type: 'json',
};
import contractsFi from '../../apps/web/src/features/employment-contracts/locales/fi.json' with {
  type: 'json',
};
import onboardingFi from '../../apps/web/src/features/onboarding/locales/fi.json' with { type: 'json' };
import workersFi from '../../apps/web/src/features/workers/locales/fi.json' with { type: 'json' };
import { mailTo } from './mail-catcher';

// Helpers of specs/hiring.spec.ts (issue 15's story): the screens' texts and the links the worker gets.

export { contractsFi, documentRequestsFi, onboardingFi, workersFi };

/** A phone's screen: the worker answers and signs on it. */
export const phone = { width: 390, height: 844 } as const;

/** The path of the newest link matching `pattern` in the e-mail to `address`, once it has arrived. */
export async function linkInMailTo(address: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailTo(address)
            .reverse()
            .find((text) => pattern.test(text))
            ?.match(pattern)?.[0] ?? '';
        return link;
      },
      { message: `an e-mail to ${address} with ${pattern}`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The smallest PDF a reader opens: what the worker's phone sends as her licence. */
export function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** Picks a file in the page's (only) file field, as the phone's file chooser would. */
export async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** The newest six-digit signing code e-mailed to `address` after `before` codes had arrived. */
export async function signingCodeTo(address: string, before: number): Promise<string> {
  const codes = () => mailTo(address).flatMap((text) => text.match(/\b\d{6}\b(?=\. )/g) ?? []);
  await expect
    .poll(() => codes().length, { message: `a signing code e-mailed to ${address}` })
    .toBeGreaterThan(before);
  return codes().at(-1) ?? '';
}

/** How many signing codes have been e-mailed to `address` so far. */
export const signingCodeCount = (address: string) =>
  mailTo(address).flatMap((text) => text.match(/\b\d{6}\b(?=\. )/g) ?? []).length;
