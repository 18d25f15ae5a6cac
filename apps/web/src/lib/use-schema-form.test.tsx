import { Button, MantineProvider, Radio, TextInput } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TimeField } from '@/components/time-field';
import { ApiError } from './api-error';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ name: z.string().trim().min(1).max(5), code: z.string() });
const initialValues = { name: '', code: '' };

describe('useSchemaForm', () => {
  it('checks the schema on submit, translates the problems per field and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useSchemaForm({ initialValues, schema, onSubmit }));
    await act(async () => result.current.onSubmit());
    expect(result.current.errors.name).toBe(i18next.t('validation.required'));
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing clears the field's error; the input props carry value, error and onChange.
    act(() => result.current.field('name').onChange({ currentTarget: { value: 'toolong' } }));
    expect(result.current.field('name')).toMatchObject({ value: 'toolong', error: undefined });
    await act(async () => result.current.onSubmit());
    expect(result.current.errors.name).toBe(i18next.t('validation.maxLength', { count: 5 }));
  });

  it('submits the parsed input and puts a refusal on its field, keeping what was typed', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('VALIDATION_FAILED', 400, { issues: [{ path: ['code'], message: 'x' }] }),
      )
      .mockRejectedValueOnce(new ApiError('WRONG_PASSWORD', 400));
    const { result } = renderHook(() =>
      useSchemaForm({ initialValues, schema, errorFields: { WRONG_PASSWORD: 'name' }, onSubmit }),
    );
    act(() => result.current.setValues({ name: ' Aino ', code: 'A1' }));
    await act(async () => result.current.onSubmit());
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Aino', code: 'A1' },
      { name: ' Aino ', code: 'A1' },
      expect.anything(),
    );
    expect(result.current.errors).toEqual({ code: i18next.t('validation.invalid') });

    await act(async () => result.current.onSubmit());
    expect(result.current.errors).toEqual({ name: i18next.t('errors.WRONG_PASSWORD') });
    expect(result.current.values).toEqual({ name: ' Aino ', code: 'A1' });
  });

  it('adds the checks the schema cannot express', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useSchemaForm({
        initialValues: { name: 'Aino', code: 'A1' },
        schema,
        validate: (values) => ({ code: values.code === values.name ? undefined : 'differs' }),
        onSubmit,
      }),
    );
    await act(async () => result.current.onSubmit());
    expect(result.current.errors).toEqual({ code: 'differs' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const orderSchema = z.object({
  title: z.string().trim().min(1),
  note: z.string().optional(),
  size: z.enum(['small', 'large']),
  start: z.string().regex(/^\d{2}:\d{2}$/),
});

function OrderForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const form = useSchemaForm({
    initialValues: { title: '', note: '', size: '', start: '' },
    schema: orderSchema,
    toCandidate: (values) => ({ ...values, note: values.note || undefined, size: values.size || undefined }),
    onSubmit,
  });
  return (
    <MantineProvider env="test">
      <form onSubmit={form.onSubmit} noValidate>
        <TextInput label="Title" {...form.field('title')} />
        <TextInput label="Note" {...form.field('note')} />
        <Radio.Group label="Size" {...form.field('size')}>
          <Radio value="small" label="Small" />
          <Radio value="large" label="Large" />
        </Radio.Group>
        <TimeField label="Start" {...form.field('start')} />
        <Button type="submit">Save</Button>
      </form>
    </MantineProvider>
  );
}

describe('useSchemaForm on screen: required marks and the focus after a refused submit', () => {
  it('marks the fields the schema refuses to leave empty, and only those', () => {
    render(<OrderForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeRequired();
    expect(screen.getByText('Size').textContent).toContain('*');
    expect(screen.getByText('Start').textContent).toContain('*');
  });

  it('moves the focus to the first field in error, in the order shown, each time a submit is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OrderForm onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Night shifts');
    await user.click(save);
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(save);
    expect(screen.getByRole('spinbutton', { name: 'Start, tunnit' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves the focus to a field the server refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError('VALIDATION_FAILED', 400, { issues: [{ path: ['note'], message: 'x' }] }),
      );
    render(<OrderForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Night shifts');
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('spinbutton', { name: 'Start, tunnit' }));
    await user.keyboard('0800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(i18next.t('validation.invalid'))).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });
});
