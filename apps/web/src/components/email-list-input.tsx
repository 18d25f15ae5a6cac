import { Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { addEmailToList, type EmailListAddition } from '@portal/domain/areas';
import { type KeyboardEvent, useId, useState } from 'react';

export type EmailRefusal = Extract<EmailListAddition, { ok: false }>['reason'];

/** Each feature words its own list, so the texts come from the caller. */
export type EmailListTexts = {
  hint: string;
  empty: string;
  /** The accessible name of the list of added addresses. */
  addedLabel: string;
  remove: (email: string) => string;
  /** The message for an address that cannot be added; undefined shows none (an empty input). */
  refusal: (reason: EmailRefusal) => string | undefined;
};

export type EmailListInputProps = {
  label: string;
  emails: readonly string[];
  max: number;
  texts: EmailListTexts;
  onEmailsChange: (emails: string[]) => void;
  disabled?: boolean;
  /**
   * The address being typed. A form that takes an unconfirmed address in on submit keeps it (with
   * `onDraftChange`); without `onDraftChange` the input keeps it itself.
   */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  /** With `onError` the form keeps this field's error (it also shows server errors); else the input does. */
  error?: string;
  onError?: (message: string | undefined) => void;
};

/**
 * An e-mail list (spec: addresses are entered and confirmed with Enter): Enter checks the typed address and
 * adds it as a removable chip; a refused one stays in the input with the reason under it.
 */
export function EmailListInput({
  label,
  emails,
  max,
  texts,
  onEmailsChange,
  disabled = false,
  draft: draftValue,
  onDraftChange,
  error: errorValue,
  onError,
}: EmailListInputProps) {
  // A field is the form's when the form listens to it (its error may be undefined while still the form's).
  const [ownDraft, setOwnDraft] = useState('');
  const [ownError, setOwnError] = useState<string | undefined>();
  const draft = onDraftChange ? (draftValue ?? '') : ownDraft;
  const setDraft = onDraftChange ?? setOwnDraft;
  const error = onError ? errorValue : ownError;
  const setError = onError ?? setOwnError;
  const listId = useId();

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') {
      return;
    }
    // Enter adds the address; it must not submit the whole form.
    event.preventDefault();
    const result = addEmailToList(emails, draft, max);
    if (result.ok) {
      onEmailsChange(result.emails);
      setDraft('');
      setError(undefined);
    } else {
      setError(texts.refusal(result.reason));
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={texts.hint}
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
          {texts.empty}
        </Text>
      ) : (
        <Group id={listId} gap={6} role="list" aria-label={texts.addedLabel}>
          {emails.map((email) => (
            <Pill
              key={email}
              role="listitem"
              size="md"
              withRemoveButton={!disabled}
              // Mantine hides a pill's remove button from keyboards and screen readers (pills inputs use
              // Backspace instead); these chips stand alone, so the button is made reachable and named.
              removeButtonProps={{
                'aria-label': texts.remove(email),
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
