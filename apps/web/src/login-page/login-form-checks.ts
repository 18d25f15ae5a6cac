import { isEmail } from '@portal/domain/shared';

export type LoginField = 'email' | 'password';
/** A field's problem, named as its text in the catalogue (`validation.<problem>`). */
export type FieldProblem = 'required' | 'email';
export type FieldProblems = Partial<Record<LoginField, FieldProblem>>;

// The checks of the domain's loginInputSchema and requestLoginLinkInputSchema (an e-mail address, trimmed
// and lower-cased; a password that is not empty) without zod, which would be a fifth of the page's bytes.

/** The address as the server keeps it. */
export function normalizedEmail(value: string): string {
  return value.trim().toLowerCase();
}

function emailProblem(value: string): FieldProblem | undefined {
  if (value.trim() === '') {
    return 'required';
  }
  return isEmail(normalizedEmail(value)) ? undefined : 'email';
}

/** The problems of the password form; empty when it may be sent. */
export function passwordFormProblems(values: { email: string; password: string }): FieldProblems {
  const problems: FieldProblems = {};
  const email = emailProblem(values.email);
  if (email) {
    problems.email = email;
  }
  if (values.password === '') {
    problems.password = 'required';
  }
  return problems;
}

/** The problems of the sign-in link form; empty when it may be sent. */
export function linkFormProblems(values: { email: string }): FieldProblems {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}
