import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailListInput, type EmailListTexts } from './email-list-input';

const texts: EmailListTexts = {
  hint: 'Press Enter',
  empty: 'No addresses',
  addedLabel: 'Added',
  remove: (email) => `Remove ${email}`,
  refusal: (reason) => (reason === 'empty' ? undefined : `Refused: ${reason}`),
};

/** A form around the input that keeps only the list, as the gig form does. */
function ListOnly({ max = 20, onSubmit }: { max?: number; onSubmit: () => void }) {
  const [emails, setEmails] = useState<string[]>([]);
  return (
    <MantineProvider env="test">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <EmailListInput label="E-mails" emails={emails} max={max} texts={texts} onEmailsChange={setEmails} />
      </form>
    </MantineProvider>
  );
}

describe('e-mail list input', () => {
  it('adds an address with Enter without submitting, refuses a bad one in place, removes a chip', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ListOnly onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'E-mails' });
    expect(screen.getByText('No addresses')).toBeInTheDocument();

    await user.type(input, 'not-an-address{Enter}');
    expect(screen.getByText('Refused: invalid')).toBeInTheDocument();
    expect(input).toHaveValue('not-an-address');

    await user.clear(input);
    expect(screen.queryByText('Refused: invalid')).not.toBeInTheDocument();
    await user.type(input, ' a@koti.fi {Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('list', { name: 'Added' })).toHaveTextContent('a@koti.fi');

    await user.type(input, 'A@KOTI.FI{Enter}');
    expect(screen.getByText('Refused: duplicate')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove a@koti.fi' }));
    expect(screen.getByText('No addresses')).toBeInTheDocument();
  });

  it('refuses an address beyond the list size it is given', async () => {
    const user = userEvent.setup();
    render(<ListOnly max={1} onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'E-mails' });
    await user.type(input, 'a@koti.fi{Enter}');
    await user.type(input, 'b@koti.fi{Enter}');
    expect(screen.getByText('Refused: full')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('a@koti.fi');
  });
});
