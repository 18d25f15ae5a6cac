/** The build version baked in by vite.config.ts (`define`); absent when the code runs under Vitest. */
declare const __APP_VERSION__: string | undefined;
