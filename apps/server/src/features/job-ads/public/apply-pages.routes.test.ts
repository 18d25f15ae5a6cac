import { describe, expect, it } from 'vitest';
import { type JobAdJson, useJobAdsWorld } from '../job-ads-test-world';

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('public job board: /apply, /apply/:adId, the feeds', () => {
  const { state, createdAd } = useJobAdsWorld();
  const get = (url: string, headers: Record<string, string> = {}) =>
    state.test.app.inject({ method: 'GET', url, headers });
  const remove = (ad: JobAdJson) =>
    state.test.request(state.tokens.admin, {
      method: 'DELETE',
      url: `/api/accounts/${state.world.accountA1.id}/job-ads/${ad.id}`,
    });

  it('lists published ads newest first, never drafts, deleted or expired ones, with search', async () => {
    await createdAd({ title: 'Vanhin' });
    state.test.clock.advance(60_000);
    await createdAd({ title: 'Uusin', role: 'lähihoitaja', region: 'Uusimaa', city: 'Espoo' });
    await createdAd({ title: 'Luonnos', publish: false });
    await remove(await createdAd({ title: 'Poistettu' }));
    await createdAd({ title: 'Vanhentunut', startsOn: null, validThrough: '2026-11-21' });
    const page = await get('/apply');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    const titles = [...page.body.matchAll(/<h3><a [^>]*>([^<]*)<\/a><\/h3>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Uusin', 'Vanhin']);
    const feed = (await get('/api/public/job-ads')).json<{ items: { title: string }[] }>();
    expect(feed.items.map((item) => item.title)).toEqual(['Uusin', 'Vanhin']);
    const rss = await get('/apply/feed.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>Uusin</title>');
    expect(rss.body).not.toContain('Poistettu');
    expect(rss.body).not.toContain('Vanhentunut');
    const searched = await get('/apply?role=lähi&region=espoo');
    expect(searched.body).toContain('Uusin');
    expect(searched.body).not.toContain('>Vanhin<');
    expect(searched.body).toContain('value="espoo"');
  });

  it('shows an ad with its JobPosting JSON-LD, and 404 once it is deleted', async () => {
    const ad = await createdAd();
    const page = await get(`/apply/${ad.id}`);
    expect(page.statusCode).toBe(200);
    const [posting] = jsonLdOf(page.body);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Sairaanhoitaja keikoille',
      datePosted: '2026-11-22',
      employmentType: 'PER_DIEM',
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocation: {
        address: { addressLocality: 'Tampere', addressRegion: 'Pirkanmaa', addressCountry: 'FI' },
      },
    });
    expect(posting?.description).toContain('25–32 €/h');
    expect(posting?.validThrough).toBe('2026-12-31T22:00:00.000Z');
    expect(posting).not.toHaveProperty('baseSalary');
    // "Apply" leads to the registration page of this ad, in the language the ad is read in (decision 0051).
    expect(page.body).toContain(`<a class="button" href="/register/${ad.id}?lang=fi">Hae paikkaa</a>`);
    await remove(ad);
    expect((await get(`/apply/${ad.id}`)).statusCode).toBe(404);
    expect((await get('/apply/not-an-id')).statusCode).toBe(404);
  });

  it('escapes a script in the title in the HTML and in the JSON-LD', async () => {
    const title = '</script><script>alert(1)</script> & "hoitaja"';
    const ad = await createdAd({ title, description: '<img src=x onerror=alert(1)>' });
    for (const url of ['/apply', `/apply/${ad.id}`]) {
      const { body } = await get(url);
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<img src=x');
      expect(body).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;hoitaja&quot;',
      );
    }
    const [posting] = jsonLdOf((await get(`/apply/${ad.id}`)).body);
    expect(posting?.title).toBe(title);
  });

  it('speaks ?lang= first, then Accept-Language, else Finnish, with links to the other languages', async () => {
    const finnish = await get('/apply');
    expect(finnish.body).toContain('<html lang="fi">');
    expect(finnish.body).toContain('Avoimet työpaikat');
    const german = await get('/apply', { 'accept-language': 'sv-SE, de;q=0.8, en;q=0.5' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Offene Stellen');
    const french = await get('/apply?lang=fr', { 'accept-language': 'de' });
    expect(french.body).toContain('<html lang="fr">');
    for (const lang of ['fi', 'en', 'de', 'fr', 'pt']) {
      expect(french.body).toContain(`href="/apply?lang=${lang}"`);
    }
    expect(french.body).toContain('<a class="skip" href="#main">');
    expect(french.body).toContain('<label for="search-role">');
    expect(french.headers.vary).toContain('Accept-Language');
  });
});
