import { type Answers, isAnswerable, type Question } from '@portal/domain/questionnaires';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';

// The results as a spreadsheet, Excel-friendly as the web app's list exports are (decision 0029): UTF-8
// with a BOM, `;` and a decimal comma except in English (`,` and a point), CRLF lines, RFC 4180 quoting,
// and a text cell starting like a formula (=, +, -, @, tab, CR) defused with a leading apostrophe.

export type CsvResponse = { workerName: string; submittedAt: Date; answers: Answers };

const headers: Record<string, { submitted: string; worker: string }> = {
  fi: { submitted: 'Vastattu', worker: 'Työntekijä' },
  en: { submitted: 'Answered', worker: 'Worker' },
  de: { submitted: 'Beantwortet', worker: 'Arbeitskraft' },
  fr: { submitted: 'Répondu le', worker: 'Intervenant' },
  pt: { submitted: 'Respondido', worker: 'Trabalhador' },
};

const formulaStart = /^[=+\-@\t\r]/;

function field(value: string | number | null, separator: string, decimalComma: boolean): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return decimalComma ? String(value).replace('.', ',') : String(value);
  }
  const text = formulaStart.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One answer as a person reads it: option labels, the day as DD.MM.YYYY, the number, the text. */
function answerCell(question: Exclude<Question, { type: 'text' }>, answer: Answers[string] | undefined) {
  if (answer === undefined) {
    return null;
  }
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const ids = Array.isArray(answer) ? answer : [String(answer)];
      return question.options
        .filter((option) => ids.includes(option.id))
        .map((option) => option.label)
        .join(', ');
    }
    case 'date_question':
      return formatDayKey(String(answer));
    case 'range_question':
      return typeof answer === 'number' ? answer : null;
    default:
      return String(answer);
  }
}

export function questionnaireResultsCsv(
  questions: readonly Question[],
  responses: readonly CsvResponse[],
  language: string,
): string {
  const english = language === 'en';
  const separator = english ? ',' : ';';
  const names = headers[language] ?? headers.fi;
  const asked = questions.filter(isAnswerable);
  const line = (values: (string | number | null)[]) =>
    values.map((value) => field(value, separator, !english)).join(separator);
  const lines = [
    line([names?.submitted ?? '', names?.worker ?? '', ...asked.map((question) => question.text)]),
    ...responses.map((response) =>
      line([
        formatDateTime(response.submittedAt),
        response.workerName,
        ...asked.map((question) => answerCell(question, response.answers[question.id])),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
