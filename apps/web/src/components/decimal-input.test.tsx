import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DecimalInput } from './decimal-input';

function Field({ Input }: { Input: typeof DecimalInput }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <MantineProvider env="test">
      <Input label="Value" min={0} max={100} decimalScale={2} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}

async function typeInto(Input: typeof DecimalInput, text: string) {
  const user = userEvent.setup();
  render(<Field Input={Input} />);
  await user.type(screen.getByRole('textbox', { name: 'Value' }), text);
  await user.tab();
  return { shown: screen.getByRole('textbox', { name: 'Value' }), value: screen.getByTestId('value') };
}

describe('DecimalInput: a number field that never changes a value silently', () => {
  it('reads a decimal comma: 6,5 is six and a half', async () => {
    const { shown, value } = await typeInto(DecimalInput, '6,5');
    expect(shown).toHaveValue('6,5');
    expect(value).toHaveTextContent('6.5');
  });

  it('reads a decimal point too', async () => {
    const { value } = await typeInto(DecimalInput, '6.5');
    expect(value).toHaveTextContent('6.5');
  });

  it('keeps -5 as typed for the form to refuse, not 5 and not clamped to 0', async () => {
    const { shown, value } = await typeInto(DecimalInput, '-5');
    expect(shown).toHaveValue('-5');
    expect(value).toHaveTextContent('-5');
  });

  it('does not clamp a value above the maximum on blur', async () => {
    const { value } = await typeInto(DecimalInput, '150');
    expect(value).toHaveTextContent('150');
  });

  it('reads a comma as the decimal point where the field shows a point (coordinates)', async () => {
    const user = userEvent.setup();
    const Coordinate: typeof DecimalInput = (props) => <DecimalInput {...props} decimalSeparator="." />;
    render(<Field Input={Coordinate} />);
    await user.type(screen.getByRole('textbox', { name: 'Value' }), '61,5');
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('61.5');
    expect(screen.getByTestId('value')).toHaveTextContent('61.5');
  });
});
