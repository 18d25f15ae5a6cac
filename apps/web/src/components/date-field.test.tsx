import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { TimeField } from './time-field';

function Form({
  initial = '',
  time = false,
  clearable = false,
}: {
  initial?: string;
  time?: boolean;
  clearable?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      {time ? (
        <TimeField label="Alkaa" value={value} onChange={setValue} />
      ) : (
        <DateField label="Päivä" value={value} onChange={setValue} clearable={clearable} />
      )}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </MantineProvider>
  );
}

const valueShown = () => screen.getByTestId('value');

describe('DateField: DD.MM.YYYY typed or picked, handed over as YYYY-MM-DD', () => {
  it('reads 1.2.2027 as 2027-02-01 and writes it out in full on leaving', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    expect(field).toHaveAttribute('placeholder', 'PP.KK.VVVV');
    await user.type(field, '1.2.2027');
    expect(valueShown()).toHaveTextContent('"2027-02-01"');
    await user.tab();
    expect(field).toHaveValue('01.02.2027');
  });

  it('reads 01.02.2027 and a pasted 2027-02-01 too', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    await user.type(field, '01.02.2027');
    expect(valueShown()).toHaveTextContent('"2027-02-01"');
    await user.clear(field);
    expect(valueShown()).toHaveTextContent('""');
    await user.click(field);
    await user.paste('2027-02-01');
    await user.tab();
    expect(field).toHaveValue('01.02.2027');
  });

  it('names the clear button of a clearable field, which empties it', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027-02-01" clearable />);
    await user.click(screen.getByRole('button', { name: i18next.t('dates.clear') }));
    expect(valueShown()).toHaveTextContent('""');
  });

  it('keeps a date that does not exist as typed, hands it on for the form to refuse, and says why', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027-02-01" />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    expect(field).toHaveValue('01.02.2027');
    await user.clear(field);
    await user.type(field, '31.02.2027');
    await user.tab();
    expect(field).toHaveValue('31.02.2027');
    expect(valueShown()).toHaveTextContent('"31.02.2027"');
    expect(field).toHaveAccessibleDescription(i18next.t('dates.invalidDate'));
  });

  it('picks from a calendar with Finnish month names, weeks from Monday', async () => {
    const user = userEvent.setup();
    render(<Form initial="2027-02-01" />);
    await user.click(screen.getByRole('textbox', { name: 'Päivä' }));
    expect(await screen.findByText('helmikuu 2027')).toBeVisible();
    const weekdays = document.querySelectorAll('thead th');
    expect([...weekdays].map((cell) => cell.textContent)).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']);
    await user.click(screen.getByRole('button', { name: 'Seuraava kuukausi' }));
    expect(screen.getByText('maaliskuu 2027')).toBeVisible();
    const table = screen.getByRole('table');
    await user.click(within(table).getByText('15'));
    expect(valueShown()).toHaveTextContent('"2027-03-15"');
    expect(screen.getByRole('textbox', { name: 'Päivä' })).toHaveValue('15.03.2027');
  });

  it('names the months and buttons in English and German, the format staying DD.MM.YYYY', async () => {
    const user = userEvent.setup();
    await act(() => i18next.changeLanguage('en'));
    const { unmount } = render(<Form initial="2027-02-01" />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    expect(field).toHaveValue('01.02.2027');
    expect(field).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await user.click(field);
    expect(await screen.findByText('February 2027')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeVisible();
    unmount();

    await act(() => i18next.changeLanguage('de'));
    render(<Form initial="2027-02-01" />);
    const german = screen.getByRole('textbox', { name: 'Päivä' });
    expect(german).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await user.click(german);
    expect(await screen.findByText('Februar 2027')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
  });
});

function AddsOnEnter() {
  const [value, setValue] = useState('');
  const [added, setAdded] = useState<string[]>([]);
  return (
    <MantineProvider env="test">
      <DateField
        label="Päivä"
        value={value}
        onChange={setValue}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            setAdded([...added, value]);
            setValue('');
          }
        }}
      />
      <output data-testid="added">{added.join(' ')}</output>
    </MantineProvider>
  );
}

describe('DateField set from outside', () => {
  it('empties when the form empties it, even while typing, and keeps the focus for the next date', async () => {
    const user = userEvent.setup();
    render(<AddsOnEnter />);
    const field = screen.getByRole('textbox', { name: 'Päivä' });
    await user.type(field, '1.12.2026{Enter}');
    expect(screen.getByTestId('added')).toHaveTextContent('2026-12-01');
    expect(screen.getByRole('textbox', { name: 'Päivä' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Päivä' })).toHaveFocus();
    await user.keyboard('3.12.2026{Enter}');
    expect(screen.getByTestId('added')).toHaveTextContent('2026-12-01 2026-12-03');
  });
});

describe('TimeField: hours and minutes on the 24-hour clock', () => {
  it('reads 2100 typed as 21:00, with no AM/PM, and names both parts after the field', async () => {
    const user = userEvent.setup();
    render(<Form time />);
    const hours = screen.getByRole('spinbutton', { name: 'Alkaa, tunnit' });
    await user.click(hours);
    await user.keyboard('2100');
    expect(valueShown()).toHaveTextContent('"21:00"');
    expect(hours).toHaveValue('21');
    expect(screen.getByRole('spinbutton', { name: 'Alkaa, minuutit' })).toHaveValue('00');
    expect(screen.queryByText(/AM|PM/)).not.toBeInTheDocument();
  });

  it('offers the hours 00-23 to pick from', async () => {
    const user = userEvent.setup();
    render(<Form time initial="09:30" />);
    await user.click(screen.getByRole('spinbutton', { name: 'Alkaa, tunnit' }));
    // The first list holds the hours, the second the minutes.
    const [hourList] = document.querySelectorAll<HTMLElement>('.mantine-TimePicker-controlsList');
    const hourTexts = within(hourList as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(hourTexts).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')));
    await user.click(within(hourList as HTMLElement).getByRole('button', { name: '17' }));
    expect(valueShown()).toHaveTextContent('"17:30"');
  });
});
