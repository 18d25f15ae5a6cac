/** What the app composes from the bulk SMS feature: the SMS tab of the communications list. */
export { SmsBroadcastsTab } from './components/sms-broadcasts-tab';
