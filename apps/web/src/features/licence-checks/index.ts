// What other parts of the app may use of the licence checks: the card the worker and application pages show.
export { LicenceChecksCard } from './components/licence-checks-card';
