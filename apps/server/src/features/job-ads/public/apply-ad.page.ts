import type { PublicJobAd } from '@portal/domain/job-ads';
import { formatDayKey, type Locale } from '@portal/domain/shared';
import { hrefIn, renderPage } from './apply-layout';
import { placeOf } from './apply-list.page';
import { applyTexts } from './apply-texts';
import { escapeHtml, jsonForScript, paragraphsOf } from './html';
import { jobPostingOf } from './job-posting';

const item = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;

/**
 * `/apply/:adId`: the ad, its JobPosting JSON-LD, and "Apply", which leads to the registration page
 * `/register/:adId` with its one-time code (decision 0051).
 */
export function renderApplyAd(lang: Locale, ad: PublicJobAd): string {
  const texts = applyTexts[lang];
  const place = placeOf(ad);
  const details = [
    item(texts.employer, ad.hiringOrganization),
    item(texts.role, ad.role),
    place ? item(texts.location, place) : '',
    ad.startsOn ? item(texts.starts, formatDayKey(ad.startsOn)) : '',
    ad.payText ? item(texts.pay, ad.payText) : '',
    item(texts.posted, formatDayKey(ad.datePosted)),
    ad.validThrough ? item(texts.validThrough, formatDayKey(ad.validThrough)) : '',
    ad.keywords.length > 0 ? item(texts.keywords, ad.keywords.join(', ')) : '',
  ].join('');
  // The registration page opens in the language the applicant reads the ad in.
  const registerPath = `/register/${encodeURIComponent(ad.id)}?lang=${lang}`;
  const apply = `<p><a class="button" href="${escapeHtml(registerPath)}">${escapeHtml(texts.apply)}</a></p>`;
  const body = `<p><a href="${escapeHtml(hrefIn('/apply', new URLSearchParams(), lang))}"><span aria-hidden="true">← </span>${escapeHtml(texts.backToList)}</a></p>
<article>
<h1>${escapeHtml(ad.title)}</h1>
<p class="muted">${escapeHtml(texts.employmentTypes[ad.employmentType])}</p>
<dl>${details}</dl>
${paragraphsOf(ad.description)}
${apply}
</article>`;
  return renderPage({
    lang,
    path: `/apply/${ad.id}`,
    query: new URLSearchParams(),
    title: `${ad.title} – ${ad.hiringOrganization}`,
    description: ad.description.replace(/\s+/g, ' ').slice(0, 160),
    head: `<script type="application/ld+json">${jsonForScript(jobPostingOf(ad))}</script>`,
    body,
  });
}

/** The ad is not listed (draft, deleted, expired, unknown): a 404 page with the way back. */
export function renderApplyNotFound(lang: Locale, adId: string): string {
  const texts = applyTexts[lang];
  const body = `<h1>${escapeHtml(texts.notFoundTitle)}</h1>
<p>${escapeHtml(texts.notFound)}</p>
<p><a href="${escapeHtml(hrefIn('/apply', new URLSearchParams(), lang))}">${escapeHtml(texts.backToList)}</a></p>`;
  return renderPage({
    lang,
    path: `/apply/${adId}`,
    query: new URLSearchParams(),
    title: texts.notFoundTitle,
    description: texts.notFound,
    body,
  });
}
