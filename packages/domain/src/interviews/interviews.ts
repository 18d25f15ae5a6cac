/**
 * Interviews (spec §3 Interview: assignedTo, steps (questionType, answer), isTemplate, templateName; §4
 * interview states; §5 "Interview: applicant e-mail and the question required"; decision 0053). A template
 * is a named list of question steps; an applicant's interview copies a template's steps (or starts blank)
 * and the recruiter answers them one by one.
 */

/**
 * What kind of answer a question takes. Four kinds cover the interviews recruiters hold by phone: a free
 * note, a yes/no check (licence valid, may work nights), a 1–5 rating (Finnish skill) and one choice of a
 * few (shift preference). Each is one string on the wire, so every step stores the same shape.
 */
export const interviewQuestionTypes = ['text', 'yes-no', 'scale', 'choice'] as const;
export type InterviewQuestionType = (typeof interviewQuestionTypes)[number];

export const interviewStates = ['waiting', 'in_progress', 'documents_pending', 'completed'] as const;
export type InterviewState = (typeof interviewStates)[number];

export const interviewMessageKind = 'interview-invitation';

export const interviewQuestionMaxLength = 500;
export const interviewAnswerMaxLength = 4000;
export const interviewTemplateNameMaxLength = 120;
export const interviewMaxSteps = 50;
export const interviewChoiceMaxLength = 120;
export const interviewMaxChoices = 10;
export const interviewLocationMaxLength = 300;
export const yesNoAnswers = ['yes', 'no'] as const;
export const scaleAnswers = ['1', '2', '3', '4', '5'] as const;

/** One question of an interview or template; `answer` is null until the recruiter answers it. */
export type InterviewStep = {
  questionType: InterviewQuestionType;
  question: string;
  /** The choices of a `choice` question (empty for the other kinds). */
  options: string[];
  answer: string | null;
};

// waiting → in_progress → documents_pending → completed; an interview with nothing left to ask for is
// completed straight from in_progress; documents pending may go back to the interview to fix an answer.
const moves: Record<InterviewState, readonly InterviewState[]> = {
  waiting: ['in_progress'],
  in_progress: ['documents_pending', 'completed'],
  documents_pending: ['in_progress', 'completed'],
  completed: [],
};

export function canMoveInterview(from: InterviewState, to: InterviewState): boolean {
  return moves[from].includes(to);
}

export function interviewMovesFrom(state: InterviewState): readonly InterviewState[] {
  return moves[state];
}

/** Leaving the interview forward needs every question answered (an empty answer is not an interview). */
export function needsAllAnswers(from: InterviewState, to: InterviewState): boolean {
  return from === 'in_progress' && (to === 'documents_pending' || to === 'completed');
}

/** Answers are written while the interview is held. */
export function takesAnswers(state: InterviewState): boolean {
  return state === 'in_progress';
}

/** The time can be set or changed until the interview starts. */
export function isSchedulable(state: InterviewState): boolean {
  return state === 'waiting';
}

/** Whether the answer fits its question: yes/no, 1–5, one of the choices, or any text. */
export function isAnswerValid(
  step: Pick<InterviewStep, 'questionType' | 'options'>,
  answer: string,
): boolean {
  switch (step.questionType) {
    case 'yes-no':
      return (yesNoAnswers as readonly string[]).includes(answer);
    case 'scale':
      return (scaleAnswers as readonly string[]).includes(answer);
    case 'choice':
      return step.options.includes(answer);
    case 'text':
      return answer.trim().length > 0 && answer.length <= interviewAnswerMaxLength;
  }
}

export function unansweredSteps(steps: readonly InterviewStep[]): number {
  return steps.filter((step) => step.answer === null).length;
}
