import { DateField } from '@/components/date-field';

export type ContractDateInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string;
  required?: boolean;
};

/** A contract's day: the app's date field (decision 0026), kept narrow beside the other terms. */
export function ContractDateInput({
  label,
  value,
  onChange,
  error,
  description,
  required = false,
}: ContractDateInputProps) {
  return (
    <DateField
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      maw={220}
    />
  );
}
