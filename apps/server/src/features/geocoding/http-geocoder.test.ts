import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder';
import { createHttpGeocoder, searchTextOf } from './http-geocoder';

type Answer = { status: number; body: unknown };

// A stand-in geocoding service on 127.0.0.1 only: it records what it was asked and answers what a test says.
describe('HTTP geocoder against a local server', () => {
  let server: Server;
  let baseUrl: string;
  let answer: Answer;
  const asked: { url: string; userAgent: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    asked.length = 0;
  });

  it('reads a Nominatim answer: street precision, city, region and postcode', async () => {
    answer = {
      status: 200,
      body: [
        {
          lat: '61.4981',
          lon: '23.7610',
          addresstype: 'building',
          address: {
            house_number: '10',
            road: 'Hämeenkatu',
            city: 'Tampere',
            state: 'Pirkanmaa',
            postcode: '33100',
          },
        },
      ],
    };
    const geocoder = createHttpGeocoder({ urlTemplate: `${baseUrl}/search?format=jsonv2&q={query}` });
    expect(
      await geocoder.geocode({ streetAddress: 'Hämeenkatu 10', postcode: '33100', city: 'Tampere' }),
    ).toEqual({
      latitude: 61.4981,
      longitude: 23.761,
      precision: 'address',
      city: 'Tampere',
      region: 'Pirkanmaa',
      postcode: '33100',
    });
    expect(asked[0]?.url).toBe('/search?format=jsonv2&q=H%C3%A4meenkatu%2010%2C%2033100%2C%20Tampere');
    expect(asked[0]?.userAgent).toContain('care-staffing-portal');
  });

  it('reads a Digitransit (Pelias) answer', async () => {
    answer = {
      status: 200,
      body: {
        type: 'FeatureCollection',
        features: [
          {
            geometry: { type: 'Point', coordinates: [24.9384, 60.1699] },
            properties: { layer: 'address', locality: 'Helsinki', region: 'Uusimaa', postalcode: '00100' },
          },
        ],
      },
    };
    const geocoder = createHttpGeocoder({
      urlTemplate: `${baseUrl}/geocoding/v1/search?text={query}&size=1`,
    });
    expect(await geocoder.geocode({ streetAddress: 'Mannerheimintie 1, 00100 Helsinki' })).toEqual({
      latitude: 60.1699,
      longitude: 24.9384,
      precision: 'address',
      city: 'Helsinki',
      region: 'Uusimaa',
      postcode: '00100',
    });
  });

  it('answers null when nothing is found, and throws on an error status', async () => {
    const geocoder = createHttpGeocoder({ urlTemplate: `${baseUrl}/search?q={query}` });
    answer = { status: 200, body: [] };
    expect(await geocoder.geocode({ streetAddress: 'Ei ole 1' })).toBeNull();
    answer = { status: 503, body: { error: 'busy' } };
    await expect(geocoder.geocode({ streetAddress: 'Ei ole 1' })).rejects.toThrow('503');
  });

  it('falls back to the offline geocoder when the service fails, and fills the region from the postcode', async () => {
    const failures: unknown[] = [];
    const geocoder = createGeocoder({
      url: `${baseUrl}/search?q={query}`,
      onHttpFailure: (error) => failures.push(error),
    });
    answer = { status: 500, body: {} };
    expect(await geocoder.geocode({ streetAddress: 'Koskikatu 25, 96100 Rovaniemi' })).toMatchObject({
      precision: 'postcode',
      city: 'Rovaniemi',
      region: 'Lappi',
    });
    expect(failures).toHaveLength(1);

    answer = {
      status: 200,
      body: [{ lat: '60.45', lon: '22.26', addresstype: 'road', address: { postcode: '20100' } }],
    };
    expect(await geocoder.geocode({ streetAddress: 'Eerikinkatu 28, Turku' })).toMatchObject({
      precision: 'address',
      region: 'Varsinais-Suomi',
      city: 'Turku',
      postcode: '20100',
    });
  });

  it('does not repeat the postcode or city the address already has', () => {
    expect(
      searchTextOf({ streetAddress: 'Hämeenkatu 10, 33100 Tampere', postcode: '33100', city: 'tampere' }),
    ).toBe('Hämeenkatu 10, 33100 Tampere');
  });
});
