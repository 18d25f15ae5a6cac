import type { JobAdEmploymentType } from '@portal/domain/job-ads';
import type { Locale } from '@portal/domain/shared';

/** The public /apply pages' words in the five languages of the portal (Finnish by default). */
export type ApplyTexts = {
  /** The language's own name, for the language switch. */
  languageName: string;
  title: string;
  intro: string;
  skipToContent: string;
  languages: string;
  searchTitle: string;
  role: string;
  region: string;
  words: string;
  search: string;
  clear: string;
  results: (count: number) => string;
  noResults: string;
  posted: string;
  validThrough: string;
  starts: string;
  pay: string;
  location: string;
  employer: string;
  keywords: string;
  employmentTypes: Record<JobAdEmploymentType, string>;
  /** The button to the registration page. */
  apply: string;
  backToList: string;
  notFoundTitle: string;
  notFound: string;
  feed: string;
};

const fi: ApplyTexts = {
  languageName: 'Suomi',
  title: 'Avoimet työpaikat',
  intro: 'Hoitoalan keikkoja ja työpaikkoja. Hae roolin tai alueen mukaan.',
  skipToContent: 'Siirry sisältöön',
  languages: 'Kieli',
  searchTitle: 'Hae ilmoituksia',
  role: 'Rooli',
  region: 'Alue tai kaupunki',
  words: 'Hakusanat',
  search: 'Hae',
  clear: 'Tyhjennä haku',
  results: (count) => (count === 1 ? '1 ilmoitus' : `${count} ilmoitusta`),
  noResults: 'Hakuasi vastaavia ilmoituksia ei ole juuri nyt.',
  posted: 'Julkaistu',
  validThrough: 'Haku päättyy',
  starts: 'Alkaa',
  pay: 'Palkka',
  location: 'Sijainti',
  employer: 'Työnantaja',
  keywords: 'Avainsanat',
  employmentTypes: {
    gig: 'Keikkatyö',
    'part-time': 'Osa-aikainen',
    'full-time': 'Kokoaikainen',
    'fixed-term': 'Määräaikainen',
  },
  apply: 'Hae paikkaa',
  backToList: 'Kaikki ilmoitukset',
  notFoundTitle: 'Ilmoitusta ei löydy',
  notFound: 'Ilmoitus on poistettu tai sen hakuaika on päättynyt.',
  feed: 'RSS-syöte',
};

const en: ApplyTexts = {
  languageName: 'English',
  title: 'Open jobs',
  intro: 'Shifts and jobs in care. Search by role or region.',
  skipToContent: 'Skip to content',
  languages: 'Language',
  searchTitle: 'Search the ads',
  role: 'Role',
  region: 'Region or city',
  words: 'Keywords',
  search: 'Search',
  clear: 'Clear the search',
  results: (count) => (count === 1 ? '1 ad' : `${count} ads`),
  noResults: 'No ads match your search right now.',
  posted: 'Posted',
  validThrough: 'Apply by',
  starts: 'Starts',
  pay: 'Pay',
  location: 'Location',
  employer: 'Employer',
  keywords: 'Keywords',
  employmentTypes: {
    gig: 'Gig work',
    'part-time': 'Part-time',
    'full-time': 'Full-time',
    'fixed-term': 'Fixed-term',
  },
  apply: 'Apply',
  backToList: 'All ads',
  notFoundTitle: 'Ad not found',
  notFound: 'The ad was removed or its application period has ended.',
  feed: 'RSS feed',
};

const de: ApplyTexts = {
  languageName: 'Deutsch',
  title: 'Offene Stellen',
  intro: 'Einsätze und Stellen in der Pflege. Suchen Sie nach Rolle oder Region.',
  skipToContent: 'Zum Inhalt springen',
  languages: 'Sprache',
  searchTitle: 'Anzeigen suchen',
  role: 'Rolle',
  region: 'Region oder Stadt',
  words: 'Suchbegriffe',
  search: 'Suchen',
  clear: 'Suche zurücksetzen',
  results: (count) => (count === 1 ? '1 Anzeige' : `${count} Anzeigen`),
  noResults: 'Derzeit passen keine Anzeigen zu Ihrer Suche.',
  posted: 'Veröffentlicht',
  validThrough: 'Bewerbung bis',
  starts: 'Beginn',
  pay: 'Vergütung',
  location: 'Ort',
  employer: 'Arbeitgeber',
  keywords: 'Schlagwörter',
  employmentTypes: {
    gig: 'Einsatzarbeit',
    'part-time': 'Teilzeit',
    'full-time': 'Vollzeit',
    'fixed-term': 'Befristet',
  },
  apply: 'Jetzt bewerben',
  backToList: 'Alle Anzeigen',
  notFoundTitle: 'Anzeige nicht gefunden',
  notFound: 'Die Anzeige wurde entfernt oder die Bewerbungsfrist ist abgelaufen.',
  feed: 'RSS-Feed',
};

const fr: ApplyTexts = {
  languageName: 'Français',
  title: 'Offres d’emploi',
  intro: 'Missions et emplois dans le soin. Recherchez par métier ou par région.',
  skipToContent: 'Aller au contenu',
  languages: 'Langue',
  searchTitle: 'Rechercher des offres',
  role: 'Métier',
  region: 'Région ou ville',
  words: 'Mots-clés',
  search: 'Rechercher',
  clear: 'Effacer la recherche',
  results: (count) => (count === 1 ? '1 offre' : `${count} offres`),
  noResults: 'Aucune offre ne correspond à votre recherche pour le moment.',
  posted: 'Publiée le',
  validThrough: 'Candidature jusqu’au',
  starts: 'Début',
  pay: 'Rémunération',
  location: 'Lieu',
  employer: 'Employeur',
  keywords: 'Mots-clés',
  employmentTypes: {
    gig: 'Missions',
    'part-time': 'Temps partiel',
    'full-time': 'Temps plein',
    'fixed-term': 'CDD',
  },
  apply: 'Postuler',
  backToList: 'Toutes les offres',
  notFoundTitle: 'Offre introuvable',
  notFound: 'L’offre a été retirée ou la période de candidature est terminée.',
  feed: 'Flux RSS',
};

const pt: ApplyTexts = {
  languageName: 'Português',
  title: 'Vagas abertas',
  intro: 'Turnos e empregos na área da saúde. Pesquise por função ou região.',
  skipToContent: 'Saltar para o conteúdo',
  languages: 'Idioma',
  searchTitle: 'Pesquisar anúncios',
  role: 'Função',
  region: 'Região ou cidade',
  words: 'Palavras-chave',
  search: 'Pesquisar',
  clear: 'Limpar a pesquisa',
  results: (count) => (count === 1 ? '1 anúncio' : `${count} anúncios`),
  noResults: 'De momento, nenhum anúncio corresponde à sua pesquisa.',
  posted: 'Publicado',
  validThrough: 'Candidaturas até',
  starts: 'Início',
  pay: 'Remuneração',
  location: 'Local',
  employer: 'Empregador',
  keywords: 'Palavras-chave',
  employmentTypes: {
    gig: 'Turnos avulsos',
    'part-time': 'Tempo parcial',
    'full-time': 'Tempo inteiro',
    'fixed-term': 'Contrato a termo',
  },
  apply: 'Candidatar-se',
  backToList: 'Todos os anúncios',
  notFoundTitle: 'Anúncio não encontrado',
  notFound: 'O anúncio foi removido ou o prazo de candidatura terminou.',
  feed: 'Feed RSS',
};

export const applyTexts: Record<Locale, ApplyTexts> = { fi, en, de, fr, pt };
