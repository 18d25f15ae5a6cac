import type { PublicJobAd } from '@portal/domain/job-ads';
import { helsinkiDayStart, type Locale } from '@portal/domain/shared';
import { placeOf } from './apply-list.page';
import { applyTexts } from './apply-texts';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);

function itemOf(ad: PublicJobAd, lang: Locale): string {
  const texts = applyTexts[lang];
  const facts = [ad.hiringOrganization, placeOf(ad), texts.employmentTypes[ad.employmentType], ad.payText]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  return `<item>
<title>${xml(ad.title)}</title>
<link>${xml(ad.url)}</link>
<guid isPermaLink="true">${xml(ad.url)}</guid>
<pubDate>${helsinkiDayStart(ad.datePosted).toUTCString()}</pubDate>
<category>${xml(ad.role)}</category>
<description>${xml(`${facts}\n\n${ad.description}`)}</description>
</item>`;
}

/** `/apply/feed.xml`: the listed ads as RSS 2.0, newest first, for boards and readers that pull. */
export function renderApplyFeed(lang: Locale, publicUrl: string, ads: readonly PublicJobAd[]): string {
  const texts = applyTexts[lang];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
<title>${xml(texts.title)}</title>
<link>${xml(`${publicUrl}/apply?lang=${lang}`)}</link>
<description>${xml(texts.intro)}</description>
<language>${lang}</language>
${ads.map((ad) => itemOf(ad, lang)).join('\n')}
</channel>
</rss>
`;
}
