import { Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { areaEmailListMax } from '@portal/domain/areas/areas';
import { addEmailToList } from '@portal/domain/areas/areas.rules';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type EmailListInputProps = {
  label: string;
  emails: readonly string[];
  /** The address being typed: kept by the form, so a submit can still take it in. */
  draft: string;
  error?: string;
  disabled?: boolean;
  onDraftChange: (draft: string) => void;
  onEmailsChange: (emails: string[]) => void;
  onError: (message: string | undefined) => void;
};

/** The message for an address that cannot be added; undefined when it can. */
export function useEmailRefusal() {
  const { t } = useTranslation();
  return (reason: 'empty' | 'invalid' | 'duplicate' | 'full') =>
    ({
      empty: undefined,
      invalid: t('areas.validation.emailInvalid'),
      duplicate: t('areas.validation.emailDuplicate'),
      full: t('areas.validation.emailListFull', { count: areaEmailListMax }),
    })[reason];
}

/**
 * An e-mail list (spec: addresses are entered and confirmed with Enter): Enter checks the typed address and
 * adds it as a removable chip; an invalid one stays in the input with the reason under it.
 */
export function EmailListInput({
  label,
  emails,
  draft,
  error,
  disabled = false,
  onDraftChange,
  onEmailsChange,
  onError,
}: EmailListInputProps) {
  const { t } = useTranslation();
  const refusal = useEmailRefusal();
  const listId = useId();

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') {
      return;
    }
    // Enter adds the address; it must not submit the whole form.
    event.preventDefault();
    const result = addEmailToList(emails, draft);
    if (result.ok) {
      onEmailsChange(result.emails);
      onDraftChange('');
      onError(undefined);
    } else {
      onError(refusal(result.reason));
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={t('areas.form.emailHint')}
        type="email"
        autoComplete="off"
        value={draft}
        error={error}
        disabled={disabled}
        aria-describedby={listId}
        onChange={(event) => {
          onDraftChange(event.currentTarget.value);
          onError(undefined);
        }}
        onKeyDown={handleKeyDown}
      />
      {emails.length === 0 ? (
        <Text id={listId} size="sm" c="dimmed">
          {t('areas.form.noEmails')}
        </Text>
      ) : (
        <Group id={listId} gap={6} role="list" aria-label={t('areas.form.addedEmails', { label })}>
          {emails.map((email) => (
            <Pill
              key={email}
              role="listitem"
              size="md"
              withRemoveButton={!disabled}
              // Mantine hides a pill's remove button from keyboards and screen readers (pills inputs use
              // Backspace instead); these chips stand alone, so the button is made reachable and named.
              removeButtonProps={{
                'aria-label': t('areas.form.removeEmail', { email }),
                'aria-hidden': false,
                tabIndex: 0,
              }}
              onRemove={() => onEmailsChange(emails.filter((existing) => existing !== email))}
            >
              {email}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
