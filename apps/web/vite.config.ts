import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { loginPage } from './build/login-page-plugin.ts';
import { precompressAssets } from './build/precompress-plugin.ts';
import packageJson from './package.json' with { type: 'json' };

// One string names this build: the bundle carries it and dist/version.json publishes it, so the running
// app can notice (through GET /api/health) that the server now serves a newer build.
const buildVersion = `${packageJson.version}+${new Date().toISOString()}`;

function versionFile(version: string): Plugin {
  return {
    name: 'portal-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

// The app's languages (@portal/domain/shared `locales`; the config cannot load the domain's TypeScript).
const locales = ['fi', 'en', 'de', 'fr', 'pt'];

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), loginPage(webRoot), versionFile(buildVersion), precompressAssets()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The public job board (/apply) is rendered by the server, not this app (decision 0050).
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/apply': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the app, and the login page without React or Mantine (decision 0049).
      input: { index: `${webRoot}index.html`, login: `${webRoot}login.html` },
      output: {
        // React changes less often than the app: its own chunk stays cached across deployments. Everything
        // else is split by route (decision 0025): a catch-all library chunk would put the calendar, the
        // Temporal polyfill and every staff screen's libraries on the login page. Each language's texts
        // (the core and every feature's locales/<language>.json) are one chunk, loaded for that language only.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ...locales.map((locale) => ({
              name: `texts-${locale}`,
              test: new RegExp(`[\\\\/]locales[\\\\/]${locale}\\.json$`),
            })),
          ],
        },
      },
    },
  },
});
