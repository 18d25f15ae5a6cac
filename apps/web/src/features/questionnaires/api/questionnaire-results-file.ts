import { questionnaireResultsCsvPath } from '@portal/domain/questionnaires';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';

/** The responses as CSV for a spreadsheet in the UI language (one row per response). */
export function getQuestionnaireResultsFile(
  accountId: string,
  questionnaireId: string,
  language: string,
): Promise<Blob> {
  const path = buildPath(questionnaireResultsCsvPath, { accountId, questionnaireId });
  return getApiFile(`${path}?language=${encodeURIComponent(language)}`);
}
