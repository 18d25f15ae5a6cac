// The modules build/login-page-plugin.ts makes from src/locales/<language>.json.
declare module 'virtual:login-texts/*' {
  export const loginTexts: import('./login-texts').LoginTexts;
}
