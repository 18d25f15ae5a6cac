/** How an SMS is encoded on the air: 7-bit GSM 03.38 alphabet, or UCS-2 when any character falls outside it. */
export type SmsEncoding = 'gsm7' | 'ucs2';

/** What the SMS editor shows and the outbox stores: how long the text is and how many billed parts it takes. */
export type SmsSegmentCount = {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2 (an emoji counts 2). */
  characters: number;
  segments: number;
  /** Capacity of one part: 160/153 (GSM-7 single/concatenated), 70/67 (UCS-2 single/concatenated). */
  perSegment: number;
  /** Room left in the last part before another part is needed. */
  remainingInSegment: number;
};

// GSM 03.38 basic table (3GPP TS 23.038), 1 septet each. 0x1B (ESC) is not a character of its own.
// Strict table: 0x09 is capital Ç, so a lower-case ç forces UCS-2 (implementations differ; the strict
// reading never under-counts).
const basicTable =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Reached through ESC, so each costs 2 septets.
const extensionTable = '\f^{}\\[~]|€';

const basicCharacters = new Set(basicTable);
const extensionCharacters = new Set(extensionTable);

const limits = {
  gsm7: { single: 160, concatenated: 153 },
  ucs2: { single: 70, concatenated: 67 },
} as const satisfies Record<SmsEncoding, { single: number; concatenated: number }>;

/** Septets of one character in GSM-7, or null when the character is not in the GSM alphabet. */
function gsm7Cost(character: string): number | null {
  if (basicCharacters.has(character)) {
    return 1;
  }
  if (extensionCharacters.has(character)) {
    return 2;
  }
  return null;
}

/**
 * Counts the parts an SMS is billed as. Concatenated parts are packed the way handsets and gateways do:
 * an escape sequence (extension character) or a surrogate pair (emoji) is never split across two parts,
 * so a part may end one unit short of its capacity.
 */
export function countSmsSegments(text: string): SmsSegmentCount {
  // Iterating a string yields code points, so a surrogate pair stays one unit of cost 2 in UCS-2.
  const codePoints = [...text];
  const gsmCosts = codePoints.map(gsm7Cost);
  const isGsm7 = gsmCosts.every((cost) => cost !== null);
  const encoding: SmsEncoding = isGsm7 ? 'gsm7' : 'ucs2';
  const costs = isGsm7 ? (gsmCosts as number[]) : codePoints.map((codePoint) => codePoint.length);
  const characters = costs.reduce((sum, cost) => sum + cost, 0);
  const limit = limits[encoding];

  if (characters === 0) {
    return { encoding, characters, segments: 0, perSegment: limit.single, remainingInSegment: limit.single };
  }
  if (characters <= limit.single) {
    return {
      encoding,
      characters,
      segments: 1,
      perSegment: limit.single,
      remainingInSegment: limit.single - characters,
    };
  }
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > limit.concatenated) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return {
    encoding,
    characters,
    segments,
    perSegment: limit.concatenated,
    remainingInSegment: limit.concatenated - used,
  };
}
