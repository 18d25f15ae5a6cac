import { addDays } from '@portal/domain/shared';
import type { questionnaires } from '../schema/communications.schema';
import { deriveId, seedIds } from './ids';

type QuestionnaireRow = typeof questionnaires.$inferInsert;

const options = (...labels: string[]) => labels.map((label, index) => ({ id: `o${index + 1}`, label }));

/**
 * The demo's questionnaires (issue 17 §4) for the main account: one active with a question of every
 * type (ready to send from its editor), one draft HR is still writing.
 */
export function buildQuestionnaires(today: string, now: Date): QuestionnaireRow[] {
  const common = { accountId: seedIds.accounts.south, createdAt: now, updatedAt: now };
  return [
    {
      ...common,
      id: deriveId('questionnaire:december-wishes'),
      title: 'Joulukuun vuorotoiveet',
      description: 'Kerro, milloin voit tehdä vuoroja joulukuussa. Vastaaminen vie minuutin.',
      isDraft: false,
      expiresOn: addDays(today, 14),
      questions: [
        { id: 'info', type: 'text', text: 'Vastauksesi näkyvät vain henkilöstöhallinnolle.' },
        {
          id: 'shift',
          type: 'single_choice',
          text: 'Mikä vuoro sopii sinulle parhaiten?',
          required: true,
          options: options('Aamu', 'Ilta', 'Yö'),
        },
        {
          id: 'days',
          type: 'multiple_choice',
          text: 'Minä päivinä voit tehdä töitä?',
          required: false,
          options: options('Arkisin', 'Lauantaisin', 'Sunnuntaisin'),
        },
        { id: 'holiday', type: 'date_question', text: 'Milloin lomasi alkaa?', required: false },
        {
          id: 'load',
          type: 'range_question',
          text: 'Kuinka kuormittavaksi koit marraskuun?',
          required: true,
          min: 1,
          max: 5,
          step: 1,
        },
        {
          id: 'nickname',
          type: 'text_question_short',
          text: 'Millä nimellä haluat, että sinua kutsutaan?',
          required: false,
        },
        { id: 'feedback', type: 'text_question_long', text: 'Vapaa palaute', required: false },
      ],
    },
    {
      ...common,
      id: deriveId('questionnaire:orientation-draft'),
      title: 'Perehdytyksen laatu (luonnos)',
      description: null,
      isDraft: true,
      expiresOn: null,
      questions: [
        {
          id: 'rating',
          type: 'range_question',
          text: 'Arvio perehdytyksestä',
          required: true,
          min: 1,
          max: 5,
          step: 1,
        },
      ],
    },
  ];
}
