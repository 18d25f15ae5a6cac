import {
  type Question,
  type QuestionInput,
  type QuestionnaireInput,
  type QuestionType,
  questionnaireInputSchema,
} from '@portal/domain/questionnaires';
import { isErrorCode } from '@portal/domain/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';

/** One question as the editor holds it: every type's fields, so switching type keeps what was typed. */
export type QuestionDraft = {
  id: string;
  type: QuestionType;
  text: string;
  required: boolean;
  options: { id: string; label: string }[];
  min: number | string;
  max: number | string;
  step: number | string;
};

export type QuestionnaireFormValues = {
  title: string;
  description: string;
  expiresOn: string;
  isDraft: boolean;
  questions: QuestionDraft[];
};

/** Errors by path: `title`, `questions.2.text`, `questions.2.options.1.label`… */
export type QuestionnaireFormErrors = Record<string, string>;

export const newId = () => crypto.randomUUID();

export function newQuestion(type: QuestionType): QuestionDraft {
  return {
    id: newId(),
    type,
    text: '',
    required: false,
    options: [
      { id: newId(), label: '' },
      { id: newId(), label: '' },
    ],
    min: 1,
    max: 5,
    step: 1,
  };
}

export function draftOf(question: Question): QuestionDraft {
  return {
    ...newQuestion(question.type),
    ...question,
    required: 'required' in question ? question.required : false,
  };
}

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** The questions as the contract reads them: only the fields of each one's type. */
export function questionInputOf(draft: QuestionDraft): QuestionInput {
  const base = { id: draft.id, text: draft.text, required: draft.required };
  switch (draft.type) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...base, type: draft.type, options: draft.options };
    case 'range_question':
      return {
        ...base,
        type: draft.type,
        min: numberOf(draft.min),
        max: numberOf(draft.max),
        step: numberOf(draft.step),
      };
    case 'text':
      return { id: draft.id, type: 'text', text: draft.text };
    default:
      return { ...base, type: draft.type };
  }
}

export function inputOf(values: QuestionnaireFormValues): QuestionnaireInput {
  return {
    title: values.title,
    description: values.description,
    expiresOn: values.expiresOn === '' ? null : values.expiresOn,
    isDraft: values.isDraft,
    questions: values.questions.map(questionInputOf),
  };
}

const messageOf = (message: string, t: TFunction) =>
  isErrorCode(message) ? t(`errors.${message}`) : t('validation.invalid');

function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[], t: TFunction) {
  const errors: QuestionnaireFormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= messageOf(issue.message, t);
  }
  return errors;
}

/** The form's problems by path, in the UI language (the spec's messages for questions and options). */
export function validateQuestionnaire(
  values: QuestionnaireFormValues,
  t: TFunction,
): QuestionnaireFormErrors {
  const result = questionnaireInputSchema.safeParse(inputOf(values));
  return result.success ? {} : collect(result.error.issues, t);
}

/** A refusal of the server placed under the fields it names (or nowhere, when it names none). */
export function serverErrorsOf(error: unknown, t: TFunction): QuestionnaireFormErrors {
  return error instanceof ApiError ? collect(error.issues, t) : {};
}
