import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadAppTranslation } from '@/app/feature-catalogues';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { detectLocale, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const rootElement = document.getElementById('root');
const locale = detectLocale();
// Created first: the router starts loading the page's lazy route while the texts load.
const router = createAppRouter();
const queryClient = createQueryClient();

// Only the language the app starts in is loaded; another one loads when the user switches (applyLocale).
void loadAppTranslation(locale).then((translation) => {
  initI18n({ [locale]: translation }, locale, loadAppTranslation);
  if (rootElement) {
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  }
});
