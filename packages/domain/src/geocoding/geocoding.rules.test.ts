import { finnishRegions, regionByNutsCode } from './geocoding';
import {
  cityFromAddress,
  findPostcode,
  geocodeOffline,
  isInFinland,
  normalizePlaceName,
  type OfflineGazetteer,
} from './geocoding.rules';

const tampere = { latitude: 61.49911, longitude: 23.78712 };
const karis = { latitude: 60.07, longitude: 23.66 };
const ekenas = { latitude: 59.97, longitude: 23.43 };

type Area = ReturnType<OfflineGazetteer['postcodeArea']>;

const gazetteer: OfflineGazetteer = {
  postcodeArea: (postcode) =>
    (
      ({
        '33100': {
          postcode,
          postOffice: 'TAMPERE',
          municipality: 'Tampere',
          region: 'Pirkanmaa',
          municipalityCode: '837',
        },
        '10300': {
          postcode,
          postOffice: 'KARJAA',
          municipality: 'Raasepori',
          region: 'Uusimaa',
          municipalityCode: '710',
        },
        '97390': {
          postcode,
          postOffice: 'KIERINKI',
          municipality: 'Sodankylä',
          region: 'Lappi',
          municipalityCode: '758',
        },
      }) satisfies Record<string, Area>
    )[postcode as '33100'] ?? null,
  placeIn: (code, name) =>
    ({ '710:karjaa': karis, '837:tampere': tampere })[
      `${code}:${normalizePlaceName(name)}` as '710:karjaa'
    ] ?? null,
  municipalityCentre: (code) => ({ '837': tampere, '710': ekenas })[code as '837'] ?? null,
  municipalityNamed: (name) =>
    normalizePlaceName(name) === 'tampere' || normalizePlaceName(name) === 'tammerfors'
      ? { municipalityCode: '837', municipality: 'Tampere', region: 'Pirkanmaa' }
      : null,
};

describe('finnish regions', () => {
  it('are the 19 regions, each reachable from one NUTS 3 code of the postcode file', () => {
    expect(finnishRegions).toHaveLength(19);
    expect(new Set(Object.values(regionByNutsCode))).toEqual(new Set(finnishRegions));
  });
});

describe('findPostcode', () => {
  it.each([
    ['Hämeenkatu 10, 33100 Tampere', '33100'],
    ['33100 Tampere', '33100'],
    ['Koskikatu 25 96100', '96100'],
    ['Hämeenkatu 10', null],
    ['Puhelin 0401234567', null],
    ['Katu 1234', null],
  ])('%s -> %s', (text, expected) => {
    expect(findPostcode(text)).toBe(expected);
  });
});

describe('cityFromAddress', () => {
  it.each([
    ['Hämeenkatu 10, 33100 Tampere', 'Tampere'],
    ['Hämeenkatu 10, Tampere', 'Tampere'],
    ['Hämeenkatu 10 33100 Tampere', 'Tampere'],
    ['Hämeenkatu 10, 33100', null],
    ['Hämeenkatu 10', null],
  ])('%s -> %s', (address, expected) => {
    expect(cityFromAddress(address)).toBe(expected);
  });
});

describe('isInFinland', () => {
  it('accepts Helsinki, Utsjoki and Mariehamn, refuses swapped coordinates and Stockholm', () => {
    expect(isInFinland({ latitude: 60.17, longitude: 24.94 })).toBe(true);
    expect(isInFinland({ latitude: 69.9, longitude: 27.0 })).toBe(true);
    expect(isInFinland({ latitude: 60.1, longitude: 19.94 })).toBe(true);
    expect(isInFinland({ latitude: 24.94, longitude: 60.17 })).toBe(false);
    expect(isInFinland({ latitude: 59.33, longitude: 18.07 })).toBe(false);
  });
});

describe('geocodeOffline', () => {
  it('uses a postcode in the street address: post office locality, city and region', () => {
    expect(geocodeOffline({ streetAddress: 'Hämeenkatu 10, 33100 Tampere' }, gazetteer)).toEqual({
      ...tampere,
      precision: 'postcode',
      city: 'Tampere',
      region: 'Pirkanmaa',
      postcode: '33100',
    });
  });

  it('prefers the postcode the user filled, and the post-office locality over the municipality centre', () => {
    expect(geocodeOffline({ streetAddress: 'Asematie 1', postcode: '10300' }, gazetteer)).toMatchObject({
      ...karis,
      precision: 'postcode',
      city: 'Raasepori',
      region: 'Uusimaa',
    });
  });

  it('says municipality precision when the post-office locality has no point and the centre stands in', () => {
    const withoutKarjaa: OfflineGazetteer = { ...gazetteer, placeIn: () => null };
    expect(geocodeOffline({ streetAddress: 'Asematie 1', postcode: '10300' }, withoutKarjaa)).toEqual({
      ...ekenas,
      precision: 'municipality',
      city: 'Raasepori',
      region: 'Uusimaa',
      postcode: '10300',
    });
  });

  it('fails on a postcode Posti does not know, even when a city is given', () => {
    expect(geocodeOffline({ streetAddress: 'Katu 1, 12345 Tampere', city: 'Tampere' }, gazetteer)).toBeNull();
  });

  it('fails when neither the locality nor the municipality has coordinates', () => {
    expect(geocodeOffline({ streetAddress: 'Kieringintie 3, 97390' }, gazetteer)).toBeNull();
  });

  it('falls back to the city (form field, else the address) at municipality precision', () => {
    expect(geocodeOffline({ streetAddress: 'Hämeenkatu 10', city: 'tammerfors' }, gazetteer)).toEqual({
      ...tampere,
      precision: 'municipality',
      city: 'Tampere',
      region: 'Pirkanmaa',
      postcode: null,
    });
    expect(geocodeOffline({ streetAddress: 'Hämeenkatu 10, Tampere' }, gazetteer)).toMatchObject({
      precision: 'municipality',
    });
  });

  it('fails without a postcode or a known city', () => {
    expect(geocodeOffline({ streetAddress: 'Hämeenkatu 10' }, gazetteer)).toBeNull();
    expect(geocodeOffline({ streetAddress: 'Hämeenkatu 10, Atlantis' }, gazetteer)).toBeNull();
  });
});
