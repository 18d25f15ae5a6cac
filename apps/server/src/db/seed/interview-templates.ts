import type { interviews } from '../schema/interviews.schema';
import { deriveId, seedIds } from './ids';

type InterviewRow = typeof interviews.$inferInsert;

const text = (question: string) => ({ questionType: 'text', question, options: [], answer: null });
const yesNo = (question: string) => ({ questionType: 'yes-no', question, options: [], answer: null });
const scale = (question: string) => ({ questionType: 'scale', question, options: [], answer: null });
const choice = (question: string, options: string[]) => ({
  questionType: 'choice',
  question,
  options,
  answer: null,
});

/**
 * The demo's interview templates (issue 16 §2) for the main account: a nurse's and a practical nurse's
 * phone interview, with each kind of question, so the templates page and the interview card have
 * something to pick.
 */
export function buildInterviewTemplates(now: Date): InterviewRow[] {
  const template = (key: string, templateName: string, steps: object[]): InterviewRow => ({
    id: deriveId(`interview-template:${key}`),
    accountId: seedIds.accounts.south,
    isTemplate: true,
    templateName,
    steps,
    createdAt: now,
    updatedAt: now,
  });
  return [
    template('nurse', 'Sairaanhoitaja, puhelinhaastattelu', [
      text('Kerro työkokemuksestasi ja viimeisimmästä työpaikastasi.'),
      yesNo('Onko Valviran laillistus voimassa?'),
      yesNo('Voitko tehdä yövuoroja?'),
      scale('Suomen kielen taito (1–5)'),
      choice('Mieluisin vuoro', ['Aamu', 'Ilta', 'Yö', 'Kaikki käyvät']),
    ]),
    template('practical-nurse', 'Lähihoitaja, puhelinhaastattelu', [
      text('Missä olet työskennellyt viimeksi?'),
      yesNo('Onko sinulla lääkelupa?'),
      scale('Kokemus ikäihmisten hoidosta (1–5)'),
      choice('Kuinka monta vuoroa viikossa haluat?', ['1–2', '3–4', '5 tai enemmän']),
    ]),
  ];
}
