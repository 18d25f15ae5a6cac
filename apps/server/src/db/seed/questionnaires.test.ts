import { questionnaireStatus, questionsSchema } from '@portal/domain/questionnaires';
import { describe, expect, it } from 'vitest';
import { buildQuestionnaires } from './questionnaires';

describe('demo questionnaires', () => {
  it('are questions the editor reads, one active and one draft', () => {
    const rows = buildQuestionnaires('2026-11-28', new Date('2026-11-28T10:00:00Z'));
    for (const row of rows) {
      expect(questionsSchema.safeParse(row.questions).success).toBe(true);
    }
    expect(
      rows.map((row) =>
        questionnaireStatus({ isDraft: row.isDraft ?? true, expiresOn: row.expiresOn ?? null }, '2026-11-28'),
      ),
    ).toEqual(['active', 'draft']);
  });
});
