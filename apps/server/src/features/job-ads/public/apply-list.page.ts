import type { PublicJobAd, PublicJobAdsQuery } from '@portal/domain/job-ads';
import { formatDayKey, type Locale } from '@portal/domain/shared';
import { hrefIn, renderPage } from './apply-layout';
import { type ApplyTexts, applyTexts } from './apply-texts';
import { escapeHtml } from './html';

/** "City, Region" as far as the ad tells, or null. */
export function placeOf(ad: Pick<PublicJobAd, 'city' | 'region'>): string | null {
  const parts = [ad.city, ad.region].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

function field(name: string, label: string, value: string | undefined): string {
  const id = `search-${name}`;
  return `<label for="${id}">${escapeHtml(label)}<input id="${id}" name="${name}" type="search" value="${escapeHtml(value ?? '')}" autocomplete="off"></label>`;
}

function searchForm(lang: Locale, texts: ApplyTexts, query: PublicJobAdsQuery): string {
  const searching = Boolean(query.role || query.region || query.q);
  const clear = searching
    ? `<a href="${escapeHtml(hrefIn('/apply', new URLSearchParams(), lang))}">${escapeHtml(texts.clear)}</a>`
    : '';
  return `<section aria-labelledby="search-title">
<h2 id="search-title">${escapeHtml(texts.searchTitle)}</h2>
<form role="search" method="get" action="/apply">
<input type="hidden" name="lang" value="${lang}">
${field('role', texts.role, query.role)}
${field('region', texts.region, query.region)}
${field('q', texts.words, query.q)}
<div class="actions"><button type="submit">${escapeHtml(texts.search)}</button>${clear}</div>
</form>
</section>`;
}

function adItem(ad: PublicJobAd, lang: Locale, texts: ApplyTexts): string {
  const place = placeOf(ad);
  const facts = [ad.hiringOrganization, place, texts.employmentTypes[ad.employmentType]]
    .filter((part): part is string => Boolean(part))
    .map(escapeHtml)
    .join(' · ');
  const dates = [`${texts.posted} ${formatDayKey(ad.datePosted)}`];
  if (ad.validThrough) {
    dates.push(`${texts.validThrough} ${formatDayKey(ad.validThrough)}`);
  }
  const href = escapeHtml(hrefIn(`/apply/${ad.id}`, new URLSearchParams(), lang));
  return `<li><article>
<h3><a href="${href}">${escapeHtml(ad.title)}</a></h3>
<p>${facts}</p>
<p class="muted">${escapeHtml(dates.join(' · '))}</p>
</article></li>`;
}

/** `/apply`: the search form and the listed ads, newest first. */
export function renderApplyList(lang: Locale, query: PublicJobAdsQuery, ads: readonly PublicJobAd[]): string {
  const texts = applyTexts[lang];
  const kept = new URLSearchParams();
  for (const key of ['role', 'region', 'q'] as const) {
    const value = query[key];
    if (value) {
      kept.set(key, value);
    }
  }
  const list =
    ads.length === 0
      ? `<p>${escapeHtml(texts.noResults)}</p>`
      : `<ul class="ads">${ads.map((ad) => adItem(ad, lang, texts)).join('\n')}</ul>`;
  const body = `<h1>${escapeHtml(texts.title)}</h1>
<p class="muted">${escapeHtml(texts.intro)}</p>
${searchForm(lang, texts, query)}
<section aria-labelledby="results-title">
<h2 id="results-title">${escapeHtml(texts.results(ads.length))}</h2>
${list}
</section>`;
  return renderPage({
    lang,
    path: '/apply',
    query: kept,
    title: texts.title,
    description: texts.intro,
    body,
  });
}
