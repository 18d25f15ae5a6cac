import { finlandBounds, type GeocodeQuery, type GeocodeResult, type PostcodeArea } from './geocoding';

/** A point on the map. */
export type Coordinates = { latitude: number; longitude: number };

/**
 * The offline gazetteer the geocoder reads: Posti's postcode areas and populated places with coordinates.
 * The server builds it from open data packages; the rules below only read it, so they stay pure.
 */
export type OfflineGazetteer = {
  /** The postcode area, with the municipality code that links it to places; null when Posti has no such code. */
  postcodeArea(postcode: string): (PostcodeArea & { municipalityCode: string }) | null;
  /** The coordinates of a place with this name inside the municipality (a post-office locality), if known. */
  placeIn(municipalityCode: string, placeName: string): Coordinates | null;
  /** The coordinates that stand for the municipality: its centre (seat) or, failing that, its largest place. */
  municipalityCentre(municipalityCode: string): Coordinates | null;
  /** A municipality by its Finnish or Swedish name or a post-office name, any letter case. */
  municipalityNamed(
    name: string,
  ): { municipalityCode: string; municipality: string; region: PostcodeArea['region'] } | null;
};

const postcodeInText = /(?:^|\D)(\d{5})(?!\d)/;

/** The first five-digit postcode written in a street address ("Hämeenkatu 10, 33100 Tampere"), if any. */
export function findPostcode(text: string): string | null {
  return postcodeInText.exec(text)?.[1] ?? null;
}

/**
 * The town written after the street in an address: the part after the last comma, without a postcode
 * ("Hämeenkatu 10, 33100 Tampere" and "Hämeenkatu 10, Tampere" give "Tampere"), or what follows a postcode.
 */
export function cityFromAddress(streetAddress: string): string | null {
  const commaIndex = streetAddress.lastIndexOf(',');
  let tail: string | null = null;
  if (commaIndex >= 0) {
    tail = streetAddress.slice(commaIndex + 1);
  } else {
    const postcode = postcodeInText.exec(streetAddress);
    if (postcode) {
      tail = streetAddress.slice((postcode.index ?? 0) + postcode[0].length);
    }
  }
  const city = tail?.replace(/\d{5}/g, ' ').replace(/\s+/g, ' ').trim();
  return city && /\p{L}/u.test(city) ? city : null;
}

/** Lower case, single spaces: how place names are compared. */
export function normalizePlaceName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi-FI');
}

/** Whether a point lies in Finland (mainland or Åland), with a small margin. */
export function isInFinland({ latitude, longitude }: Coordinates): boolean {
  return (
    latitude >= finlandBounds.minLatitude &&
    latitude <= finlandBounds.maxLatitude &&
    longitude >= finlandBounds.minLongitude &&
    longitude <= finlandBounds.maxLongitude
  );
}

/**
 * The offline geocoder (design brief section 4): a postcode in the address, or the one the user filled,
 * decides the post-office locality, municipality and region, and the point is that locality (precision
 * `postcode`), else the municipality's centre (precision `municipality`). A postcode Posti does not know fails rather than silently
 * falling back to the city: it is most likely a typo the user should see. Without a postcode the city name
 * (the form's, else the one in the address) gives the municipality's centre (precision `municipality`).
 */
export function geocodeOffline(query: GeocodeQuery, gazetteer: OfflineGazetteer): GeocodeResult | null {
  const postcode = query.postcode ?? findPostcode(query.streetAddress);
  if (postcode) {
    const area = gazetteer.postcodeArea(postcode);
    if (!area) {
      return null;
    }
    // Without the post-office locality the point is the municipality centre, which can lie tens of
    // kilometres away (99990 Nuorgam -> Utsjoki): the precision says so.
    const locality = gazetteer.placeIn(area.municipalityCode, area.postOffice);
    const point = locality ?? gazetteer.municipalityCentre(area.municipalityCode);
    const precision: GeocodeResult['precision'] = locality ? 'postcode' : 'municipality';
    return point ? { ...point, precision, city: area.municipality, region: area.region, postcode } : null;
  }
  const city = query.city?.trim() || cityFromAddress(query.streetAddress);
  const municipality = city ? gazetteer.municipalityNamed(city) : null;
  const point = municipality ? gazetteer.municipalityCentre(municipality.municipalityCode) : null;
  if (!municipality || !point) {
    return null;
  }
  return {
    ...point,
    precision: 'municipality',
    city: municipality.municipality,
    region: municipality.region,
    postcode: null,
  };
}
