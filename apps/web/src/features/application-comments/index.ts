// The public surface of the application-comments feature: the panel the app composes into the application page.
export { ApplicationComments, type ApplicationCommentsProps } from './components/application-comments';
