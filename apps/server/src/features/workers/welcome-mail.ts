import type { Locale } from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { renderMessage } from '../message-templates/message-templates.api';

/**
 * The welcome e-mail (spec: sendWelcomeEmail with first name and company name) in the worker's language:
 * the account's `welcome` message template, else the default (features/message-templates).
 */
export function renderWelcomeMail(
  executor: Executor,
  accountId: string,
  locale: Locale,
  firstName: string,
  company: string,
): Promise<{ subject: string; text: string }> {
  return renderMessage(executor, { accountId, type: 'welcome', locale, values: { firstName, company } });
}
