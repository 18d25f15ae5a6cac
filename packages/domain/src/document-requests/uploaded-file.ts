/** The largest upload accepted: 10 MB (issue 15 §2: uploads are size limited). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The content types an answer may be, recognised by the file's first bytes, never by its name. */
export const uploadContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

export type UploadProblem = 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_EXECUTABLE' | 'FILE_TYPE_NOT_ALLOWED';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

// HEIF brands of HEIC photos (iPhone cameras) in the `ftyp` box at byte 4.
const heicBrands = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

// Executables refused with their own message: Windows (MZ), Linux (ELF), macOS (Mach-O), scripts (#!).
const executableSignatures: readonly (readonly number[])[] = [
  ascii('MZ'),
  [0x7f, ...ascii('ELF')],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xfe, 0xed, 0xfa, 0xcf],
  ascii('#!'),
];

/** The type of a file by its content (magic bytes): PDF, JPEG, PNG or HEIC; null for anything else. */
export function detectUploadType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) {
    return 'application/pdf';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(bytes, ascii('ftyp'), 4) && heicBrands.some((brand) => startsWith(bytes, ascii(brand), 8))) {
    return 'image/heic';
  }
  return null;
}

/** Why an upload is refused (its name plays no part), or its content type. */
export function checkUpload(
  bytes: Uint8Array,
): { problem: UploadProblem } | { contentType: UploadContentType } {
  if (bytes.length === 0) {
    return { problem: 'FILE_EMPTY' };
  }
  if (bytes.length > maxUploadBytes) {
    return { problem: 'FILE_TOO_LARGE' };
  }
  if (executableSignatures.some((signature) => startsWith(bytes, signature))) {
    return { problem: 'FILE_EXECUTABLE' };
  }
  const contentType = detectUploadType(bytes);
  return contentType ? { contentType } : { problem: 'FILE_TYPE_NOT_ALLOWED' };
}
