import { addDays } from '@portal/domain/shared';
import type { jobAds } from '../schema/job-ads.schema';
import { deriveId, seedIds } from './ids';

type JobAdRow = typeof jobAds.$inferInsert;

/**
 * The demo's job ads (issue 16 §3) for the main account: three posted, listed on /apply (open a month
 * from the seed day; the Espoo one asks applicants two questions), and one draft HR is still writing. Posted a day apart, so /apply lists them in a
 * stable order.
 */
export function buildJobAds(today: string, now: Date): JobAdRow[] {
  const day = 24 * 60 * 60 * 1000;
  const posted = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const common = { accountId: seedIds.accounts.south, validThrough: addDays(today, 30), updatedAt: now };
  const ad = (key: string, daysAgo: number, fields: Omit<JobAdRow, 'accountId'>): JobAdRow => ({
    ...common,
    id: deriveId(`job-ad:${key}`),
    status: 'published',
    publishedAt: posted(daysAgo),
    createdAt: posted(daysAgo),
    ...fields,
  });
  return [
    ad('nurse-helsinki', 1, {
      title: 'Sairaanhoitaja keikkatöihin Helsinkiin',
      role: 'sairaanhoitaja',
      region: 'Uusimaa',
      city: 'Helsinki',
      employmentType: 'gig',
      payText: '27–33 €/h kokemuksen mukaan, ilta- ja viikonloppulisät',
      description:
        'Haemme sairaanhoitajia keikkatöihin helsinkiläisiin hoivakoteihin. Valitset itse vuorosi sovelluksesta.\n\nEdellytämme Valviran laillistusta ja hyvää suomen kielen taitoa.',
      keywords: ['keikkatyö', 'hoivakoti', 'joustava'],
    }),
    ad('practical-nurse-espoo', 2, {
      title: 'Lähihoitaja osa-aikaiseksi, Espoo',
      role: 'lähihoitaja',
      region: 'Uusimaa',
      city: 'Espoo',
      employmentType: 'part-time',
      startsOn: addDays(today, 14),
      payText: 'Tuntipalkka 19–22 € + lisät (AVAINTA)',
      description:
        'Palvelukoti tarvitsee lähihoitajaa 2–3 vuoroon viikossa. Työ on ikäihmisten arjen tukemista pienessä yksikössä.',
      keywords: ['vanhustyö', 'osa-aika'],
      // The registration page asks these of whoever applies (issue 16 §1), so the demo shows the answers.
      questions: ['Onko sinulla voimassa oleva hygieniapassi?', 'Mihin aikaan voit aloittaa?'],
    }),
    ad('night-nurse-vantaa', 3, {
      title: 'Yöhoitaja määräaikaiseen työsuhteeseen',
      role: 'sairaanhoitaja',
      region: 'Uusimaa',
      city: 'Vantaa',
      employmentType: 'fixed-term',
      startsOn: addDays(today, 7),
      description: 'Kolmen kuukauden sijaisuus yövuoroihin. Perehdytys kahdessa ensimmäisessä vuorossa.',
      keywords: ['yövuorot', 'sijaisuus'],
    }),
    {
      ...common,
      id: deriveId('job-ad:draft-summer'),
      title: 'Kesätyö 2027: hoitajia kesäsijaisiksi',
      role: 'lähihoitaja',
      region: 'Uusimaa',
      employmentType: 'fixed-term',
      description: 'Luonnos: täydennetään kesän vuorotarpeet ennen julkaisua.',
      keywords: ['kesätyö'],
      status: 'draft',
      validThrough: null,
      createdAt: now,
    },
  ];
}
