/** The onboarding addresses: HR's survey list and view, and the worker's public pages (spec section 2). */
export const paths = {
  surveysList: '/apps/hr/tuberculosis-surveys/list',
  surveyView: '/apps/hr/tuberculosis-surveys/view/:id',
  /** Public: the questionnaire through the link (the id is the link's secret). */
  survey: '/services/tuberculosis-survey/:id',
  /** Public: the new worker's checklist through the link. */
  getStarted: '/get-started/:id',
} as const;

export const surveyViewPath = (id: string) => paths.surveyView.replace(':id', encodeURIComponent(id));

/** Route meta: HR's work and health data, for admins and agents (subject DocumentRequests); customers never. */
export const routeAccess = {
  read: { action: 'read', subject: 'DocumentRequests' },
  manage: { action: 'manage', subject: 'DocumentRequests' },
} as const;
