import { gigClientEmailsMax } from '@portal/domain/gigs';
import { useTranslation } from 'react-i18next';
import { EmailListInput } from '@/components/email-list-input';

/** The gig's client e-mails, in the gigs' own wording. */
export function ClientEmailsInput({
  emails,
  disabled = false,
  onChange,
}: {
  emails: readonly string[];
  disabled?: boolean;
  onChange: (emails: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <EmailListInput
      label={t('gigs.form.clientEmails')}
      emails={emails}
      max={gigClientEmailsMax}
      disabled={disabled}
      onEmailsChange={onChange}
      texts={{
        hint: t('gigs.form.emailHint'),
        empty: t('gigs.form.noEmails'),
        addedLabel: t('gigs.form.addedEmails'),
        remove: (email) => t('gigs.form.removeEmail', { email }),
        refusal: (reason) =>
          reason === 'empty'
            ? undefined
            : t(`gigs.validation.email.${reason}`, { count: gigClientEmailsMax }),
      }}
    />
  );
}
