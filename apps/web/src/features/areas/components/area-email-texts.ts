import { areaEmailListMax } from '@portal/domain/areas';
import { useTranslation } from 'react-i18next';
import type { EmailListTexts, EmailRefusal } from '@/components/email-list-input';

/** The message for an address that cannot be added; undefined when it can. */
export function useEmailRefusal() {
  const { t } = useTranslation();
  return (reason: EmailRefusal) =>
    ({
      empty: undefined,
      invalid: t('areas.validation.emailInvalid'),
      duplicate: t('areas.validation.emailDuplicate'),
      full: t('areas.validation.emailListFull', { count: areaEmailListMax }),
    })[reason];
}

/** The wording of an area's e-mail lists; the list of added addresses is named after its field. */
export function useAreaEmailTexts() {
  const { t } = useTranslation();
  const refusal = useEmailRefusal();
  return (label: string): EmailListTexts => ({
    hint: t('areas.form.emailHint'),
    empty: t('areas.form.noEmails'),
    addedLabel: t('areas.form.addedEmails', { label }),
    remove: (email) => t('areas.form.removeEmail', { email }),
    refusal,
  });
}
