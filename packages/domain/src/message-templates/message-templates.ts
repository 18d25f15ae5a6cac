import { z } from 'zod';
import { locales } from '../shared/constants';

/**
 * The automatic messages whose text an account may change (issue 17 §5), each with the placeholders its
 * sender fills. Placeholders ending in `Line` are whole lines that may be empty: a line left empty by one
 * of them is dropped, so an optional fact (a deadline, a role) does not leave a blank line or a label.
 */
export const messageTemplatePlaceholders = {
  welcome: ['firstName', 'company'],
  'login-link': ['link', 'minutes'],
  'shift-invitation': ['firstName', 'company', 'area', 'place', 'when', 'roleLine', 'link', 'until'],
  'booking-confirmation': ['firstName', 'company', 'area', 'place', 'when', 'roleLine'],
  'document-request': ['firstName', 'company', 'title', 'documents', 'deadlineLine', 'link', 'until'],
  'contract-signing': ['firstName', 'company', 'title', 'link', 'until'],
  // To the customer's confirmation addresses: `shifts` is the list of shifts (one line each), `countText`
  // the count with its noun ("2 vuoroa"), both computed by the sender in the mail's language.
  inspection: ['area', 'countText', 'shifts', 'link', 'company'],
} as const satisfies Record<string, readonly string[]>;

export type MessageTemplateType = keyof typeof messageTemplatePlaceholders;
export const messageTemplateTypes = Object.keys(messageTemplatePlaceholders) as MessageTemplateType[];

export function isMessageTemplateType(value: string): value is MessageTemplateType {
  return Object.hasOwn(messageTemplatePlaceholders, value);
}

/** Values a preview fills the placeholders with, so staff see a message as a worker would. */
export const messageTemplateSamples: Record<string, string> = {
  firstName: 'Säde',
  company: 'Hoivapalvelut Oy',
  link: 'https://portaali.example.fi/…',
  minutes: '15',
  area: 'Palvelukoti Kuusela',
  place: 'Palvelukoti Kuusela, Kuusitie 3, Espoo',
  when: '24.12.2026 07:00-15:00',
  roleLine: 'Tehtävä: lähihoitaja',
  until: '23.12.2026 18:00',
  title: 'Aloitusasiakirjat',
  documents: '- Laillistamistodistus\n- Verokortti',
  deadlineLine: 'Määräpäivä: 30.12.2026',
  countText: '2 vuoroa',
  shifts:
    '- 24.12.2026 07:00–15:00 · Säde Öhman · lähihoitaja · tauko 30 min · 7,50 h\n- 25.12.2026 07:00–15:00 · Aino Laine · lähihoitaja · tauko 30 min · 7,50 h',
};

const placeholderPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The placeholders a text uses that its type does not fill (refused on save). */
export function unknownPlaceholders(type: MessageTemplateType, ...texts: (string | null)[]): string[] {
  const known: readonly string[] = messageTemplatePlaceholders[type];
  const used = texts.flatMap((text) =>
    [...(text ?? '').matchAll(placeholderPattern)].map((match) => match[1] ?? ''),
  );
  return [...new Set(used.filter((name) => !known.includes(name)))];
}

/**
 * Fills `{{name}}` placeholders. A line that held only `…Line` placeholders and came out empty is dropped
 * with its line break; an unknown placeholder is left as written (saving refuses them).
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const rendered = line.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole);
      const onlyLines = /^\s*(\{\{\s*[A-Za-z]+Line\s*\}\}\s*)+$/.test(line);
      return onlyLines && rendered.trim() === '' ? [] : [rendered];
    })
    .join('\n');
}

export const messageTemplateLocaleSchema = z.enum(locales);

/** One language of a type: its text now (the account's, else the default) and whether it is the account's. */
export const messageTemplateTextSchema = z.object({
  locale: z.enum(locales),
  subject: z.string(),
  body: z.string(),
  customised: z.boolean(),
});
export type MessageTemplateText = z.infer<typeof messageTemplateTextSchema>;

export const messageTemplateSchema = z.object({
  type: z.string(),
  placeholders: z.array(z.string()),
  texts: z.array(messageTemplateTextSchema),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateListSchema = z.object({
  items: z.array(
    z.object({
      type: z.string(),
      placeholders: z.array(z.string()),
      customisedLocales: z.array(z.enum(locales)),
    }),
  ),
});
export type MessageTemplateList = z.infer<typeof messageTemplateListSchema>;

export const saveMessageTemplateInputSchema = z.object({
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(10_000),
});
export type SaveMessageTemplateInput = z.infer<typeof saveMessageTemplateInputSchema>;

export const messageTemplatePreviewSchema = z.object({ subject: z.string(), body: z.string() });
