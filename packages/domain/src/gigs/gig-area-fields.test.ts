import { describe, expect, it } from 'vitest';
import { type GigAreaSource, gigAreaFields, gigAreaFieldsOf, pickGigAreaFields } from './gig-area-fields';

const area: GigAreaSource = {
  contract: 'Puitesopimus',
  contactEmails: ['osasto@example.fi'],
  contact: 'Vuorovastaava',
  absenceInfo: 'Soita',
  locationDetails: 'Ovi B',
  streetAddress: 'Katu 1',
  city: 'Oulu',
  postcode: '90100',
  region: 'Pohjois-Pohjanmaa',
  latitude: 65,
  longitude: 25.5,
};

describe('a gig area fields', () => {
  it('copies every field from the area, its contact e-mails as the client e-mails', () => {
    const values = gigAreaFieldsOf({}, area);
    expect(Object.keys(values).sort()).toEqual([...gigAreaFields].sort());
    expect(values.clientEmails).toEqual(['osasto@example.fi']);
    expect(values.city).toBe('Oulu');
  });

  it('keeps what the form sent, a cleared field (null) included', () => {
    const values = gigAreaFieldsOf({ city: 'Kemi', contact: null }, area);
    expect(values.city).toBe('Kemi');
    expect(values.contact).toBeNull();
    expect(values.postcode).toBe('90100');
  });

  it('picks only the area fields of a gig', () => {
    const gig = { ...gigAreaFieldsOf({}, area), title: 'Yövuoro' };
    expect(Object.keys(pickGigAreaFields(gig)).sort()).toEqual([...gigAreaFields].sort());
  });
});
