import type { areas } from '../schema/areas.schema';
import { deriveId, seedIds } from './ids';

type AreaRow = typeof areas.$inferInsert;

export type AreaCategory = 'vanhustenhoito' | 'kotihoito' | 'mielenterveys' | 'vammaispalvelut';

/** A demo work area; `pool` names the pool that serves it (see pools.ts). */
export type AreaDefinition = {
  key: string;
  accountId: string;
  name: string;
  categories: AreaCategory[];
  contact: string;
  emailDomain: string;
  emailLocal: string;
  confirmationSameAsContact: boolean;
  streetAddress: string;
  postcode: string;
  city: string;
  region: string;
  latitude: number;
  longitude: number;
  locationDetails: string;
  pool: string;
};

export const absenceInfo =
  'Ilmoita lyhytaikaisista poissaoloista klo 6:45 mennessä, viikonloppuisin ja pyhinä klo 7:00 mennessä, ' +
  'soittamalla yksikön vuorovastaavalle.';

const south = seedIds.accounts.south;
const north = seedIds.accounts.north;
const west = seedIds.accounts.west;
const pohjoisvirta = 'pohjoisvirta.example.fi';
const kaarnahoiva = 'kaarnahoiva.example.fi';

export const areaDefinitions: readonly AreaDefinition[] = [
  {
    key: 'koivula',
    accountId: south,
    name: 'Palvelukoti Koivula',
    categories: ['vanhustenhoito'],
    contact: 'Marja Leppänen',
    emailDomain: pohjoisvirta,
    emailLocal: 'koivula',
    confirmationSameAsContact: false,
    streetAddress: 'Munkkiniemen puistotie 14',
    postcode: '00330',
    city: 'Helsinki',
    region: 'Uusimaa',
    latitude: 60.19918,
    longitude: 24.88124,
    locationDetails: 'Sisäänkäynti pihan puolelta, ilmoittaudu vuorovastaavalle 2. kerroksessa.',
    pool: 'south-default',
  },
  {
    key: 'kallio',
    accountId: south,
    name: 'Kotihoito Kallio',
    categories: ['kotihoito'],
    contact: 'Petra Honkanen',
    emailDomain: pohjoisvirta,
    emailLocal: 'kotihoito.kallio',
    confirmationSameAsContact: true,
    streetAddress: 'Vaasankatu 7',
    postcode: '00500',
    city: 'Helsinki',
    region: 'Uusimaa',
    latitude: 60.18703,
    longitude: 24.95271,
    locationDetails:
      'Kotihoidon toimisto katutasossa. Asiakaskäynnit jalan ja julkisilla, matkakortti toimistolta.',
    pool: 'south-default',
  },
  {
    key: 'malmi',
    accountId: south,
    name: 'Kuntoutuskoti Malmin Majakka',
    categories: ['mielenterveys'],
    contact: 'Juha Aaltonen',
    emailDomain: pohjoisvirta,
    emailLocal: 'majakka',
    confirmationSameAsContact: false,
    streetAddress: 'Malminkaari 13',
    postcode: '00700',
    city: 'Helsinki',
    region: 'Uusimaa',
    latitude: 60.25147,
    longitude: 25.01302,
    locationDetails: 'Ovikello B-rapun vieressä. Perehdytys vuoron alussa yöhoitajalta.',
    pool: 'south-default',
  },
  {
    key: 'tapiola',
    accountId: south,
    name: 'Hoivakoti Tapiolan Puistola',
    categories: ['vanhustenhoito'],
    contact: 'Leena Sundström',
    emailDomain: pohjoisvirta,
    emailLocal: 'puistola',
    confirmationSameAsContact: true,
    streetAddress: 'Tapionraitti 9',
    postcode: '02100',
    city: 'Espoo',
    region: 'Uusimaa',
    latitude: 60.17583,
    longitude: 24.80502,
    locationDetails:
      'Pääovi Tapionraitin puolella. Pukuhuoneet kellarikerroksessa, avain hoitajien kansliasta.',
    pool: 'south-default',
  },
  {
    key: 'tikkurila',
    accountId: south,
    name: 'Kotihoito Tikkurila',
    categories: ['kotihoito'],
    contact: 'Mervi Kokkonen',
    emailDomain: pohjoisvirta,
    emailLocal: 'kotihoito.tikkurila',
    confirmationSameAsContact: false,
    streetAddress: 'Asematie 6',
    postcode: '01300',
    city: 'Vantaa',
    region: 'Uusimaa',
    latitude: 60.29262,
    longitude: 25.04004,
    locationDetails: 'Toimisto 3. kerroksessa. Käynneillä käytetään yksikön autoja, B-ajokortti tarvitaan.',
    pool: 'south-default',
  },
  {
    key: 'hervanta',
    accountId: south,
    name: 'Palvelutalo Hervannan Helmi',
    categories: ['vanhustenhoito', 'vammaispalvelut'],
    contact: 'Tarja Vuorinen',
    emailDomain: pohjoisvirta,
    emailLocal: 'helmi',
    confirmationSameAsContact: true,
    streetAddress: 'Insinöörinkatu 38',
    postcode: '33720',
    city: 'Tampere',
    region: 'Pirkanmaa',
    latitude: 61.44972,
    longitude: 23.85504,
    locationDetails: 'Sisäänkäynti Insinöörinkadun puolelta, ilmoittaudu toimistoon 1. kerroksessa.',
    pool: 'south-tampere',
  },
  {
    key: 'nasikallio',
    accountId: south,
    name: 'Kuntoutuskoti Näsikallio',
    categories: ['mielenterveys'],
    contact: 'Kimmo Lahti',
    emailDomain: pohjoisvirta,
    emailLocal: 'nasikallio',
    confirmationSameAsContact: false,
    streetAddress: 'Hämeenkatu 10',
    postcode: '33100',
    city: 'Tampere',
    region: 'Pirkanmaa',
    latitude: 61.49866,
    longitude: 23.77046,
    locationDetails: 'Porttikongista sisäpihalle, ovi C. Yövuorossa yksin työskentely, puhelin kansliassa.',
    pool: 'south-tampere',
  },
  {
    key: 'ainola',
    accountId: north,
    name: 'Palvelukoti Ainola',
    categories: ['vanhustenhoito'],
    contact: 'Riitta Pääkkönen',
    emailDomain: pohjoisvirta,
    emailLocal: 'ainola',
    confirmationSameAsContact: true,
    streetAddress: 'Isokatu 32',
    postcode: '90100',
    city: 'Oulu',
    region: 'Pohjois-Pohjanmaa',
    latitude: 65.01283,
    longitude: 25.47352,
    locationDetails: 'Pääovi Isokadun puolella, hoitajien kanslia 2. kerroksessa.',
    pool: 'north-default',
  },
  {
    key: 'ounaskoski',
    accountId: north,
    name: 'Kotihoito Ounaskoski',
    categories: ['kotihoito'],
    contact: 'Anu Kemppainen',
    emailDomain: pohjoisvirta,
    emailLocal: 'kotihoito.ounaskoski',
    confirmationSameAsContact: false,
    streetAddress: 'Koskikatu 25',
    postcode: '96100',
    city: 'Rovaniemi',
    region: 'Lappi',
    latitude: 66.50218,
    longitude: 25.72946,
    locationDetails: 'Talviaikaan pitkät välimatkat: oma auto ja kilometrikorvaus sovitaan vuoron alussa.',
    pool: 'north-default',
  },
  {
    key: 'vainola',
    accountId: north,
    name: 'Hoivakoti Väinölä',
    categories: ['vanhustenhoito', 'mielenterveys'],
    contact: 'Seppo Hyvönen',
    emailDomain: pohjoisvirta,
    emailLocal: 'vainola',
    confirmationSameAsContact: true,
    streetAddress: 'Kauppakatu 40',
    postcode: '70100',
    city: 'Kuopio',
    region: 'Pohjois-Savo',
    latitude: 62.89152,
    longitude: 27.68047,
    locationDetails: 'Sisäänkäynti sisäpihalta, ovikoodi tekstiviestillä vuoroa edeltävänä päivänä.',
    pool: 'north-default',
  },
  {
    key: 'aurankaari',
    accountId: west,
    name: 'Hoivakoti Aurankaari',
    categories: ['vanhustenhoito'],
    contact: 'Heli Grönroos',
    emailDomain: kaarnahoiva,
    emailLocal: 'aurankaari',
    confirmationSameAsContact: false,
    streetAddress: 'Eerikinkatu 28',
    postcode: '20100',
    city: 'Turku',
    region: 'Varsinais-Suomi',
    latitude: 60.45121,
    longitude: 22.26348,
    locationDetails: 'Ilmoittaudu aulan vastaanotossa, työvaatteet saat pyykkihuoneesta.',
    pool: 'west-turku',
  },
  {
    key: 'harjunrinne',
    accountId: west,
    name: 'Mielenterveyskoti Harjunrinne',
    categories: ['mielenterveys'],
    contact: 'Ville Lappalainen',
    emailDomain: kaarnahoiva,
    emailLocal: 'harjunrinne',
    confirmationSameAsContact: true,
    streetAddress: 'Kauppakatu 19',
    postcode: '40100',
    city: 'Jyväskylä',
    region: 'Keski-Suomi',
    latitude: 62.24183,
    longitude: 25.74781,
    locationDetails: 'Ovi kävelykadun puolelta, soita summeria. Lääkehuone avataan vuorovastaavan kanssa.',
    pool: 'west-default',
  },
  {
    key: 'leppavaara',
    accountId: west,
    name: 'Kotihoito Leppävaara',
    categories: ['kotihoito', 'vammaispalvelut'],
    contact: 'Susanna Forsman',
    emailDomain: kaarnahoiva,
    emailLocal: 'kotihoito.leppavaara',
    confirmationSameAsContact: false,
    streetAddress: 'Leppävaarankatu 12',
    postcode: '02600',
    city: 'Espoo',
    region: 'Uusimaa',
    latitude: 60.21962,
    longitude: 24.81183,
    locationDetails: 'Toimisto kauppakeskuksen vieressä, 4. kerros. Käynnit pyörällä tai julkisilla.',
    pool: 'west-default',
  },
];

export function areaIdOf(key: string): string {
  return deriveId(`area:${key}`);
}

export function poolIdOf(key: string): string {
  return deriveId(`pool:${key}`);
}

export function areaContactEmails(area: AreaDefinition): string[] {
  return [`${area.emailLocal}@${area.emailDomain}`];
}

export function buildAreas(createdAt: Date): AreaRow[] {
  return areaDefinitions.map((area) => {
    const contactEmails = areaContactEmails(area);
    return {
      id: areaIdOf(area.key),
      accountId: area.accountId,
      name: area.name,
      categories: area.categories,
      contact: area.contact,
      contactEmails,
      confirmationEmails: area.confirmationSameAsContact
        ? contactEmails
        : [`vahvistukset.${area.emailLocal}@${area.emailDomain}`],
      confirmationSameAsContact: area.confirmationSameAsContact,
      absenceInfo,
      locationDetails: area.locationDetails,
      poolId: poolIdOf(area.pool),
      streetAddress: area.streetAddress,
      city: area.city,
      postcode: area.postcode,
      region: area.region,
      latitude: area.latitude,
      longitude: area.longitude,
      status: 'active',
      createdAt,
      updatedAt: createdAt,
    };
  });
}
