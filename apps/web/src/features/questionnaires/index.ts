// What the app composes from this feature: the questionnaires tab of the communications page.

export { QuestionnairesTab } from './components/questionnaires-tab';
export { paths as questionnairePaths, questionnairePath } from './questionnaires.paths';
