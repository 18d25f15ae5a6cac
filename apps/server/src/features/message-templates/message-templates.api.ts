/**
 * The message templates' public surface: every sender of an automatic message renders it here, in the
 * worker's language, from the account's own text when it has one, else from the built-in default.
 */
import type { MessageTemplateType } from '@portal/domain/message-templates';
import { renderTemplate } from '@portal/domain/message-templates';
import type { Locale } from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { messageTemplateDefaults } from './defaults/message-template-defaults';
import { findTemplateRow } from './message-templates.repository';

export type RenderMessageInput = {
  /** Null for a message sent outside any account (a staff member's sign-in link): the default. */
  accountId: string | null;
  type: MessageTemplateType;
  locale: Locale;
  values: Readonly<Record<string, string>>;
};

/** The message's subject and text with its placeholders filled. */
export async function renderMessage(
  executor: Executor,
  { accountId, type, locale, values }: RenderMessageInput,
): Promise<{ subject: string; text: string }> {
  const own = accountId ? await findTemplateRow(executor, { accountId, type, locale }) : null;
  const fallback = messageTemplateDefaults[type][locale];
  return {
    subject: renderTemplate(own?.subject ?? fallback.subject, values),
    text: renderTemplate(own?.body ?? fallback.body, values),
  };
}
