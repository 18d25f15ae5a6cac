import { countSmsSegments } from './sms-segments';

describe('countSmsSegments (domain rules 5.1-5.2)', () => {
  it('counts nothing for an empty text', () => {
    expect(countSmsSegments('')).toEqual({
      encoding: 'gsm7',
      characters: 0,
      segments: 0,
      perSegment: 160,
      remainingInSegment: 160,
    });
  });

  it.each([
    ['Finnish', 'Hyvää huomenta! Vuoro klo 7-15 Tampereen Hämeenpuiston palvelukodissa. Åland ÄÖÅ äöå'],
    ['German', 'Grüß Gott! Übermorgen Frühdienst in München, Straße 5. Öffnungszeit: 7 Uhr. Ä ö ü ß'],
    ['French accents in the table', 'Café: é è É à ù ì ò Ç Ñ ñ ¿¡ £ ¥ § ¤ Ø ø Æ æ'],
    ['Greek capitals in the table', 'ΔΦΓΛΩΠΨΣΘΞ_@$'],
  ])('keeps %s text in GSM-7 at one septet a letter', (_, text) => {
    const count = countSmsSegments(text);
    expect(count.encoding).toBe('gsm7');
    expect(count.characters).toBe([...text].length);
    expect(count.segments).toBe(1);
    expect(count.remainingInSegment).toBe(160 - [...text].length);
  });

  it.each([
    ['emoji', 'Kiitos vuorosta 😀'],
    ['Estonian õ', 'Tõnu'],
    ['š in a Finnish loanword', 'šakki'],
    ['ž in a name', 'Žaneta'],
    ['typographic quotes', '“Kiitos”'],
    ['en dash', '7–15'],
    ['ellipsis', 'Odota…'],
    ['lower-case ç (strict table)', 'façade'],
    ['non-breaking space', 'klo\u00a07'],
  ])('switches to UCS-2 for %s', (_, text) => {
    expect(countSmsSegments(text).encoding).toBe('ucs2');
  });

  it('counts UCS-2 text in UTF-16 code units, so an emoji takes two', () => {
    expect(countSmsSegments('Hei 😀')).toMatchObject({
      encoding: 'ucs2',
      characters: 6,
      segments: 1,
      perSegment: 70,
      remainingInSegment: 64,
    });
  });

  it.each([['^'], ['{'], ['}'], ['\\'], ['['], ['~'], [']'], ['|'], ['€']])(
    'counts extension character %s as two septets without leaving GSM-7',
    (character) => {
      expect(countSmsSegments(`Hinta 10 ${character}`)).toMatchObject({ encoding: 'gsm7', characters: 11 });
    },
  );

  it.each([
    [160, 1, 160, 0],
    [161, 2, 153, 145],
    [306, 2, 153, 0],
    [307, 3, 153, 152],
  ])('GSM-7: %i characters take %i segment(s)', (length, segments, perSegment, remaining) => {
    expect(countSmsSegments('ä'.repeat(length))).toEqual({
      encoding: 'gsm7',
      characters: length,
      segments,
      perSegment,
      remainingInSegment: remaining,
    });
  });

  it.each([
    [70, 1, 70, 0],
    [71, 2, 67, 63],
    [134, 2, 67, 0],
    [135, 3, 67, 66],
  ])('UCS-2: %i characters take %i segment(s)', (length, segments, perSegment, remaining) => {
    expect(countSmsSegments('š'.repeat(length))).toEqual({
      encoding: 'ucs2',
      characters: length,
      segments,
      perSegment,
      remainingInSegment: remaining,
    });
  });

  it('fills a single GSM-7 message to 160 septets with extension characters', () => {
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ characters: 160, segments: 1 });
    expect(countSmsSegments(`${'€'.repeat(80)}a`)).toMatchObject({ characters: 161, segments: 2 });
  });

  it('never splits an escape sequence across two parts', () => {
    // 152 septets, then € (2 septets) does not fit in the first part of 153 and starts the second:
    // 306 septets, which would fit two parts if the sequence could be split, take three.
    const count = countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`);
    expect(count.characters).toBe(306);
    expect(count.segments).toBe(3);
  });

  it('never splits an emoji across two parts', () => {
    // 66 units, then an emoji (2 units) does not fit in the first part of 67: 134 units take three parts.
    const count = countSmsSegments(`${'š'.repeat(66)}😀${'š'.repeat(66)}`);
    expect(count.characters).toBe(134);
    expect(count.segments).toBe(3);
  });

  it('makes the whole message UCS-2 when one character needs it', () => {
    expect(countSmsSegments(`${'a'.repeat(100)}😀`)).toMatchObject({
      encoding: 'ucs2',
      characters: 102,
      segments: 2,
      perSegment: 67,
      remainingInSegment: 32,
    });
  });
});
