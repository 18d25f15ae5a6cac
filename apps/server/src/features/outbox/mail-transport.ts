import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import { describeDeliveryError } from './delivery-error';

/** One e-mail as the transport sends it. */
export type OutboundMail = { to: string; subject: string; text: string; html: string | null };

/** Where queued e-mail goes. Small on purpose, so the SMTP adapter can be swapped for a provider API. */
export type MailTransport = {
  send(mail: OutboundMail): Promise<{ messageId: string }>;
  close(): void;
};

// Bounded so a dead server fails an attempt in seconds instead of holding the outbox row for minutes.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ url, ...smtpTimeouts });
  const parsed = new URL(url);
  const secrets = [parsed.password, decodeURIComponent(parsed.password)];
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        // nodemailer errors can quote the server's answer; keep the password out of what gets stored.
        throw new Error(describeDeliveryError(error, secrets));
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The configured mail transport. Without SMTP_URL there is none: queued mail is then marked `stored` and
 * stays readable in the in-app outbox view, which is the offline default of the design brief, not a fake.
 */
export function createMailTransport(config: Config['mail']): MailTransport | null {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.from) : null;
}
