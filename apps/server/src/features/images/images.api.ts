/**
 * The images feature's public surface: announcements check that a cover is one of the account's images.
 * Only this file may be imported by other features.
 */
export { findImage, type ImageRow } from './images.repository';
