import type { Locale } from '@portal/domain/shared';
import { formatDate, formatDayKey } from '@portal/domain/shared';

export type DocumentRequestMessageInput = {
  firstName: string;
  title: string;
  documents: string[];
  deadline: string | null;
  link: string;
  expiresAt: Date;
  company: string;
};

const deadlineLabels: Record<Locale, string> = {
  fi: 'Määräpäivä:',
  en: 'Due:',
  de: 'Frist:',
  fr: 'Échéance :',
  pt: 'Prazo:',
};

/**
 * The placeholders of the `document-request` e-mail template (features/message-templates renders it in
 * the account's text, else the default): the documents one "- name" a line, the deadline line if any.
 */
export function documentRequestTemplateValues(
  locale: Locale,
  input: DocumentRequestMessageInput,
): Record<string, string> {
  return {
    firstName: input.firstName,
    company: input.company,
    title: input.title,
    documents: input.documents.map((name) => `- ${name}`).join('\n'),
    deadlineLine: input.deadline ? `${deadlineLabels[locale]} ${formatDayKey(input.deadline)}` : '',
    link: input.link,
    until: formatDate(input.expiresAt),
  };
}
