import type { Locale } from '@portal/domain/shared';

/** A message's built-in text in one language, with `{{placeholders}}` its sender fills. */
export type DefaultText = { subject: string; body: string };
export type DefaultTexts = Record<Locale, DefaultText>;
