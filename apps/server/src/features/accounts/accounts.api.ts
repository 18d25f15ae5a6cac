/** The accounts feature's public surface: an account's work-time settings, read by other features. */
export { findAccountSettings } from './accounts.repository';
