/**
 * The application's steps (spec §4) and the moves between them (decision 0052). `rejected` and
 * `withdrawn` are not in the spec's list: they are the ends a recruiter needs for an applicant who is
 * turned down or gives up, so the list can leave them out without deleting anyone.
 */
export const applicationSteps = [
  'applied',
  'licence_confirmed',
  'licence_not_found',
  'no_answer',
  'interview_scheduled',
  'interview_sent',
  'submitted',
  'confirmed',
  'documents_requested',
  'documents_received',
  'documents_confirmed',
  'waiting_for_offer',
  'contract_sent',
  'contract_signed',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

/**
 * Who makes a move INTO a step. `system`: another feature's record moves it (a document request sent,
 * answered or confirmed; a contract sent or signed), so a recruiter cannot claim it by hand. `confirmation`:
 * only the confirm action, which also makes the applicant a worker. `recruiter`: the step route.
 */
export type ApplicationStepMover = 'recruiter' | 'system' | 'confirmation';
export const applicationStepMovers: Record<ApplicationStep, ApplicationStepMover> = {
  applied: 'recruiter',
  licence_confirmed: 'recruiter',
  licence_not_found: 'recruiter',
  no_answer: 'recruiter',
  interview_scheduled: 'recruiter',
  interview_sent: 'recruiter',
  submitted: 'recruiter',
  confirmed: 'confirmation',
  documents_requested: 'system',
  documents_received: 'system',
  documents_confirmed: 'system',
  waiting_for_offer: 'recruiter',
  contract_sent: 'system',
  contract_signed: 'system',
  rejected: 'recruiter',
  withdrawn: 'recruiter',
};

const ends = ['rejected', 'withdrawn'] as const;

/**
 * The allowed moves, from → to. The usual path: applied → licence checked → (called) → interview
 * scheduled → sent → submitted → documents → waiting for offer → contract sent → signed, and confirming
 * the worker either after the interview or at the end. A rejected or withdrawn application can only be
 * reopened (→ applied). Once confirmed or under contract, it is no longer rejected (the person is a
 * worker), only withdrawn.
 */
export const applicationStepMoves: Record<ApplicationStep, readonly ApplicationStep[]> = {
  applied: [
    'licence_confirmed',
    'licence_not_found',
    'no_answer',
    'interview_scheduled',
    'documents_requested',
    ...ends,
  ],
  licence_confirmed: [
    'no_answer',
    'interview_scheduled',
    'interview_sent',
    'documents_requested',
    'confirmed',
    ...ends,
  ],
  licence_not_found: ['licence_confirmed', 'no_answer', ...ends],
  no_answer: ['licence_confirmed', 'licence_not_found', 'interview_scheduled', 'interview_sent', ...ends],
  interview_scheduled: ['interview_sent', 'submitted', 'no_answer', ...ends],
  interview_sent: ['interview_scheduled', 'submitted', ...ends],
  submitted: ['confirmed', 'documents_requested', 'waiting_for_offer', ...ends],
  confirmed: ['documents_requested', 'waiting_for_offer', 'contract_sent', 'withdrawn'],
  documents_requested: ['documents_received', ...ends],
  // A returned document is asked again: back to requested.
  documents_received: ['documents_confirmed', 'documents_requested', ...ends],
  documents_confirmed: ['confirmed', 'documents_requested', 'waiting_for_offer', 'contract_sent', ...ends],
  waiting_for_offer: ['confirmed', 'documents_requested', 'contract_sent', ...ends],
  // A contract cancelled before signing goes back to waiting for an offer.
  contract_sent: ['contract_signed', 'waiting_for_offer', 'withdrawn'],
  contract_signed: ['confirmed', 'withdrawn'],
  rejected: ['applied'],
  withdrawn: ['applied'],
};

/** Whether the table allows the move (staying in the same step is not a move). */
export function canMoveApplication(from: ApplicationStep, to: ApplicationStep): boolean {
  return applicationStepMoves[from].includes(to);
}

/** The moves a recruiter may make with the step route: allowed by the table and not the system's. */
export function canRecruiterMoveApplication(from: ApplicationStep, to: ApplicationStep): boolean {
  return canMoveApplication(from, to) && applicationStepMovers[to] === 'recruiter';
}

/** The steps a recruiter can pick from this one (for the step menu). */
export function recruiterMovesFrom(from: ApplicationStep): ApplicationStep[] {
  return applicationStepMoves[from].filter((to) => applicationStepMovers[to] === 'recruiter');
}

/** Applicants to phone (the call list): new, not reached yet, or with a licence checked. */
export const callListSteps: readonly ApplicationStep[] = ['applied', 'no_answer', 'licence_confirmed'];

export function isApplicationStep(value: unknown): value is ApplicationStep {
  return typeof value === 'string' && (applicationSteps as readonly string[]).includes(value);
}
