/**
 * The job ads feature's public surface: other features (recruitment's registration page) read a listed
 * ad here, never the job_ads table's rules themselves.
 */
export { findPublicJobAdRow, type PublicJobAdRow } from './job-ads.repository';
