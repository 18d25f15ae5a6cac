import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDir, smtpPort } from './paths';

/**
 * Playwright global setup: a loopback SMTP server the portal delivers its e-mail to (SMTP_URL in
 * playwright.config.ts), so a spec can open a link only the recipient gets, e.g. a shift invitation: the
 * in-app outbox lists e-mail without its body on purpose. Each message is written to `mailDir` as it
 * arrives; the runner process keeps the server up for the whole run and the returned teardown stops it.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads a global setup through its default export.
export default async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS offer, so nodemailer does not try a self-signed upgrade.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail: CaughtMail = {
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(path.join(mailDir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** One message as it came over SMTP. */
export type CaughtMail = { recipients: string[]; raw: string };

/** The text of a MIME message: headers and body, quoted-printable soft breaks and escapes undone. */
export function decodedText(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index += 1) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every message caught so far to `address`, oldest first, decoded. */
export function mailTo(address: string): string[] {
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.recipients.includes(address.toLowerCase()))
    .map((mail) => decodedText(mail.raw));
}
