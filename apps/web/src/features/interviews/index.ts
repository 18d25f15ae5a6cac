// The public surface of the interviews feature: the card the app composes into the application page.
export { InterviewCard, type InterviewCardProps } from './components/interview-card';
