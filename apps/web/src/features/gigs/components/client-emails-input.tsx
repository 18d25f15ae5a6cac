import { Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { addEmailToList } from '@portal/domain/areas/areas.rules';
import { gigClientEmailsMax } from '@portal/domain/gigs/gigs';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The gig's client e-mails (spec: entered and confirmed with Enter): Enter checks the typed address and adds
 * it as a removable chip; a wrong one stays in the input with the reason under it.
 */
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
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const listId = useId();
  const label = t('gigs.form.clientEmails');

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') {
      return;
    }
    // Enter adds the address; it must not submit the whole form.
    event.preventDefault();
    const result =
      emails.length >= gigClientEmailsMax && draft.trim()
        ? ({ ok: false, reason: 'full' } as const)
        : addEmailToList(emails, draft);
    if (result.ok) {
      onChange(result.emails);
      setDraft('');
      setError(undefined);
    } else if (result.reason !== 'empty') {
      setError(t(`gigs.validation.email.${result.reason}`, { count: gigClientEmailsMax }));
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={t('gigs.form.emailHint')}
        type="email"
        autoComplete="off"
        value={draft}
        error={error}
        disabled={disabled}
        aria-describedby={listId}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={handleKeyDown}
      />
      {emails.length === 0 ? (
        <Text id={listId} size="sm" c="dimmed">
          {t('gigs.form.noEmails')}
        </Text>
      ) : (
        <Group id={listId} gap={6} role="list" aria-label={t('gigs.form.addedEmails')}>
          {emails.map((email) => (
            <Pill
              key={email}
              role="listitem"
              size="md"
              withRemoveButton={!disabled}
              // The chips stand alone (not a pills input), so their remove buttons are reachable and named.
              removeButtonProps={{
                'aria-label': t('gigs.form.removeEmail', { email }),
                'aria-hidden': false,
                tabIndex: 0,
              }}
              onRemove={() => onChange(emails.filter((existing) => existing !== email))}
            >
              {email}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
