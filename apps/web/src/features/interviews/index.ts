// The public surface of the interviews feature: what the app composes into other pages (the application
// page's card; a recruiter's coming interviews for a dashboard).
export { InterviewCard, type InterviewCardProps } from './components/interview-card';
export { UpcomingInterviews } from './components/upcoming-interviews';
