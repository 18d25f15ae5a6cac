import path from 'node:path';

/** Paths and addresses shared by the Playwright config and the specs. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const e2eTmpDir = path.join(repoRoot, '.tmp/e2e');
/** The copy of apps/web/dist the portal serves during the suite; specs may rewrite its version.json. */
export const webDistCopy = path.join(e2eTmpDir, 'dist');
export const versionFile = path.join(webDistCopy, 'version.json');
export const dataDir = path.join(e2eTmpDir, 'data');

export const portalPort = Number(process.env.E2E_PORT ?? 3210);
export const baseUrl = `http://127.0.0.1:${portalPort}`;
/** The SMTP catcher (support/mail-catcher.ts) the portal delivers e-mail to, and where it keeps each message. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? portalPort + 1);
export const mailDir = path.join(e2eTmpDir, 'mail');
/** Short on purpose: access tokens expire during the suite, so the silent refresh is exercised. */
export const accessTokenTtlSeconds = 5;
