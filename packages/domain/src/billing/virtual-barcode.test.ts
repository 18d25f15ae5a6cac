import { virtualBarcodeOf } from './virtual-barcode';

// Examples from reference/domain-rules.md §3.3 (the banks' barcode guide v5.3) and the guide's examples
// quoted by public libraries.
describe('virtual bank barcode', () => {
  it('writes version 4 with a national reference', () => {
    expect(
      virtualBarcodeOf({
        iban: 'FI37 1590 3000 0007 76',
        amountCents: 1225,
        reference: '11112',
        dueDate: '2016-12-21',
      }),
    ).toBe('437159030000007760000122500000000000000000011112161221');
  });

  it('writes version 5 with an RF reference', () => {
    expect(
      virtualBarcodeOf({
        iban: 'FI37 1590 3000 0007 76',
        amountCents: 110,
        reference: 'RF98 11112',
        dueDate: '2017-01-01',
      }),
    ).toBe('537159030000007760000011098000000000000000011112170101');
    expect(
      virtualBarcodeOf({
        iban: 'FI02 5000 4640 0013 02',
        amountCents: 69_380,
        reference: 'RF61 6987 5672 0839',
        dueDate: '2011-07-24',
      }),
    ).toBe('502500046400013020006938061000000000698756720839110724');
  });

  it('is always 54 digits, with zeros for an amount over 999 999,99 € and for no due date', () => {
    const code = virtualBarcodeOf({
      iban: 'FI58 1017 1000 0001 22',
      amountCents: 100_000_000,
      reference: '55958 22432 94671',
      dueDate: null,
    });
    expect(code).toMatch(/^\d{54}$/);
    expect(code).toBe('458101710000001220000000000000000559582243294671000000');
  });

  it('refuses a foreign IBAN and an invalid reference', () => {
    expect(() =>
      virtualBarcodeOf({
        iban: 'DE89 3704 0044 0532 0130 00',
        amountCents: 100,
        reference: '11112',
        dueDate: null,
      }),
    ).toThrow(RangeError);
    expect(() =>
      virtualBarcodeOf({
        iban: 'FI37 1590 3000 0007 76',
        amountCents: 100,
        reference: '11113',
        dueDate: null,
      }),
    ).toThrow(RangeError);
  });
});
