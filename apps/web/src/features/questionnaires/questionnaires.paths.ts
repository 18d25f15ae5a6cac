/** The spec's questionnaire editor (section 2, HR) and the worker's public answer page. */
export const paths = {
  /** `:id` is a questionnaire's id, or `new` for one not saved yet. */
  view: '/apps/hr/questionnaire/view/:id',
  /** Public: the worker answers through their personal link (the id is the link's secret). */
  answer: '/q/:token',
} as const;

export const newQuestionnaireId = 'new';

/** The communications page (its tabs are composed by the app), where a deleted questionnaire returns to. */
export const communicationsListPath = '/apps/hr/communications/list';

export const questionnairePath = (id: string) => paths.view.replace(':id', encodeURIComponent(id));

/** Route meta: HR's communications, for admins and agents (subject Communications); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'Communications' },
  manage: { action: 'manage', subject: 'Communications' },
} as const;
