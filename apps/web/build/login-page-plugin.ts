import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loginTextPaths, pickTexts } from '../src/login-page/login-text-keys.ts';

const virtualPrefix = 'virtual:login-texts/';
const resolvedPrefix = '\0login-texts:';
const loginPagePath = '/pages/login';

/**
 * The login page outside the single-page app (decision 0049):
 * - `virtual:login-texts/<language>` is the login page's share of `src/locales/<language>.json`, one
 *   module (and chunk) per language, so the page loads only its own texts of the chosen language;
 * - the dev server answers `/pages/login` with `login.html`, as the portal's server does
 *   (apps/server/src/http/web-app.ts); otherwise Vite's fallback would give the app's `index.html`.
 */
export function loginPage(webRoot: string): Plugin {
  return {
    name: 'portal-login-page',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `${resolvedPrefix}${id.slice(virtualPrefix.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) {
        return null;
      }
      const locale = id.slice(resolvedPrefix.length);
      if (!/^[a-z]{2}$/.test(locale)) {
        this.error(`No login texts for "${locale}"`);
      }
      const file = path.join(webRoot, 'src/locales', `${locale}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export const loginTexts = ${JSON.stringify(pickTexts(catalogue, loginTextPaths))};\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (url === loginPagePath || url.startsWith(`${loginPagePath}?`)) {
          request.url = `/login.html${url.slice(loginPagePath.length)}`;
        }
        next();
      });
    },
  };
}
