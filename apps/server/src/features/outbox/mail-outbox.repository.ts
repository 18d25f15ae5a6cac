import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/outbox.schema';

export type OutgoingMail = {
  accountId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
};

/**
 * Puts an e-mail in the outbox. Features call only this, inside their own transaction; the outbox job
 * hands queued mail to the configured transport after commit.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...mail, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('mail outbox insert returned no row');
  }
  return row.id;
}
