/**
 * A questionnaire's status is derived, never stored (spec §4): the draft flag gives draft; otherwise it
 * is active while its expiration date has not passed, else expired. The expiry day itself is still active
 * until its end in Helsinki; no expiry date means it stays active.
 */
export const questionnaireStatuses = ['draft', 'active', 'expired'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** Spec §4 colours: draft secondary, active primary, expired danger. */
export const questionnaireStatusColors: Record<QuestionnaireStatus, 'secondary' | 'primary' | 'danger'> = {
  draft: 'secondary',
  active: 'primary',
  expired: 'danger',
};

/** `today` is the Helsinki day (`helsinkiDayKey(now)`), `expiresOn` a `YYYY-MM-DD` day or null. */
export function questionnaireStatus(
  questionnaire: { isDraft: boolean; expiresOn: string | null },
  today: string,
): QuestionnaireStatus {
  if (questionnaire.isDraft) {
    return 'draft';
  }
  return questionnaire.expiresOn !== null && questionnaire.expiresOn < today ? 'expired' : 'active';
}
