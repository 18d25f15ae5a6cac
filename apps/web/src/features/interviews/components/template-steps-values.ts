import {
  type InterviewQuestionType,
  type InterviewTemplate,
  type InterviewTemplateValues,
  interviewTemplateInputSchema,
} from '@portal/domain/interviews';
import { isErrorCode } from '@portal/domain/shared';
import type { TFunction } from 'i18next';

/** A question as the editor holds it; `key` keeps a row's inputs with it when rows are reordered. */
export type StepDraft = {
  key: number;
  questionType: InterviewQuestionType;
  question: string;
  options: string[];
};
export type TemplateDraft = { templateName: string; steps: StepDraft[] };

/** Errors by place: the name, the list as a whole, and each row's question and choices. */
export type TemplateErrors = {
  templateName?: string;
  steps?: string;
  rows: Record<number, { question?: string; options?: string }>;
};

let nextKey = 1;
export const newStep = (): StepDraft => ({ key: nextKey++, questionType: 'text', question: '', options: [] });

export function draftOf(template: InterviewTemplate | null): TemplateDraft {
  if (!template) {
    return { templateName: '', steps: [newStep()] };
  }
  return {
    templateName: template.templateName,
    steps: template.steps.map((step) => ({ ...newStep(), ...step, key: nextKey++ })),
  };
}

/** Moves the row at `index` by `offset` (-1 up, +1 down); the list is unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= list.length) {
    return [...list];
  }
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The draft checked with the contract's schema: the values to save, or translated errors by place. */
export function checkDraft(
  draft: TemplateDraft,
  t: TFunction,
): { values: InterviewTemplateValues } | { errors: TemplateErrors } {
  const parsed = interviewTemplateInputSchema.safeParse({
    templateName: draft.templateName,
    steps: draft.steps.map(({ questionType, question, options }) => ({ questionType, question, options })),
  });
  if (parsed.success) {
    return { values: parsed.data };
  }
  const errors: TemplateErrors = { rows: {} };
  for (const issue of parsed.error.issues) {
    const text = isErrorCode(issue.message) ? t(`errors.${issue.message}`) : t('validation.invalid');
    const [field, row, inner] = issue.path;
    if (field === 'templateName') {
      errors.templateName ??= text;
    } else if (typeof row === 'number' && (inner === 'question' || inner === 'options')) {
      errors.rows[row] = { [inner]: text, ...errors.rows[row] };
    } else {
      errors.steps ??= text;
    }
  }
  return { errors };
}
