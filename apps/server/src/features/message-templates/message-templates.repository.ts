import type { Locale } from '@portal/domain/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageTemplates } from '../../db/schema/communications.schema';

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/** The account's own texts: of one type, or of every type. */
export async function findTemplateRows(
  executor: Executor,
  accountId: string,
  type?: string,
): Promise<MessageTemplateRow[]> {
  return executor
    .select()
    .from(messageTemplates)
    .where(
      and(eq(messageTemplates.accountId, accountId), type ? eq(messageTemplates.type, type) : undefined),
    );
}

export async function findTemplateRow(
  executor: Executor,
  key: { accountId: string; type: string; locale: Locale },
): Promise<MessageTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.accountId, key.accountId),
        eq(messageTemplates.type, key.type),
        eq(messageTemplates.locale, key.locale),
      ),
    );
  return row ?? null;
}

export async function saveTemplateRow(
  executor: Executor,
  values: {
    accountId: string;
    type: string;
    locale: Locale;
    subject: string;
    body: string;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<void> {
  await executor
    .insert(messageTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [messageTemplates.accountId, messageTemplates.type, messageTemplates.locale],
      set: {
        subject: values.subject,
        body: values.body,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    });
}

export async function deleteTemplateRow(
  executor: Executor,
  key: { accountId: string; type: string; locale: Locale },
): Promise<void> {
  await executor
    .delete(messageTemplates)
    .where(
      and(
        eq(messageTemplates.accountId, key.accountId),
        eq(messageTemplates.type, key.type),
        eq(messageTemplates.locale, key.locale),
      ),
    );
}
