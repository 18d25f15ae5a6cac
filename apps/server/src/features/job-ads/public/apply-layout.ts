import { type Locale, locales } from '@portal/domain/shared';
import { applyStyles } from './apply-styles';
import { type ApplyTexts, applyTexts } from './apply-texts';
import { escapeHtml } from './html';

export type PageFrame = {
  lang: Locale;
  /** The page's path and its query without `lang` (the language links add their own). */
  path: string;
  query: URLSearchParams;
  title: string;
  description: string;
  /** Extra, already safe markup for the head (the JSON-LD block). */
  head?: string;
  body: string;
};

/** The address of a page in a language: the same path and query with `lang` set. */
export function hrefIn(path: string, query: URLSearchParams, lang: Locale): string {
  const next = new URLSearchParams(query);
  next.set('lang', lang);
  return `${path}?${next.toString()}`;
}

function languageSwitch(frame: PageFrame, texts: ApplyTexts): string {
  const links = locales
    .map((lang) => {
      const current = lang === frame.lang ? ' aria-current="true"' : '';
      const name = escapeHtml(applyTexts[lang].languageName);
      return `<li><a href="${escapeHtml(hrefIn(frame.path, frame.query, lang))}" lang="${lang}" hreflang="${lang}"${current}>${name}</a></li>`;
    })
    .join('');
  return `<nav aria-label="${escapeHtml(texts.languages)}"><ul>${links}</ul></nav>`;
}

/**
 * A whole /apply page: no script and no stylesheet request (the budget of issue 16 §1: under 100 KB of
 * JavaScript and CSS), a skip link, banner, navigation, main and footer landmarks, `<html lang>`.
 */
export function renderPage(frame: PageFrame): string {
  const texts = applyTexts[frame.lang];
  const home = escapeHtml(hrefIn('/apply', new URLSearchParams(), frame.lang));
  const feed = escapeHtml(`/apply/feed.xml?lang=${frame.lang}`);
  return `<!doctype html>
<html lang="${frame.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)}</title>
<meta name="description" content="${escapeHtml(frame.description)}">
<link rel="alternate" type="application/rss+xml" title="${escapeHtml(texts.feed)}" href="${feed}">
<style>${applyStyles}</style>
${frame.head ?? ''}
</head>
<body>
<a class="skip" href="#main">${escapeHtml(texts.skipToContent)}</a>
<header>
<a class="brand" href="${home}">${escapeHtml(texts.title)}</a>
${languageSwitch(frame, texts)}
</header>
<main id="main" tabindex="-1">
${frame.body}
</main>
<footer><p><a href="${feed}">${escapeHtml(texts.feed)}</a></p></footer>
</body>
</html>
`;
}
