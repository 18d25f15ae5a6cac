// The public surface of @portal/domain/questionnaires (decision 0016): import this entry point, not its files.

export * from './questionnaire-answers';
export * from './questionnaire-questions';
export * from './questionnaire-results';
export * from './questionnaire-status';
export * from './questionnaires';
export * from './questionnaires.contract';
