import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type GigPostcodeInputProps = {
  value: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (postcode: string) => void;
};

/** The gig's postcode: five digits, kept as typed so a wrong one is shown, not changed. */
export function GigPostcodeInput({ value, disabled, error, onChange }: GigPostcodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('gigs.form.postcode')}
      value={value}
      disabled={disabled}
      error={error}
      inputMode="numeric"
      autoComplete="postal-code"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
