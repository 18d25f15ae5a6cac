import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number field that never changes what was typed: a decimal comma or point both mean a decimal
 * (`6,5` is six and a half, not 65), a minus sign stays (`-5` is refused by the form's check, not saved
 * as 5) and a value out of range is not clamped on blur. The form's schema says what is wrong.
 */
export function DecimalInput(props: NumberInputProps) {
  return (
    <NumberInput
      decimalSeparator=","
      allowedDecimalSeparators={[',', '.']}
      clampBehavior="none"
      {...props}
      allowNegative
    />
  );
}
