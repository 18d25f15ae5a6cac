/** The version this bundle was built as (vite.config.ts); the same string is in dist/version.json. */
export const buildVersion: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
