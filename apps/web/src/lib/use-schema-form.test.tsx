import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
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
