/** A header-safe (ASCII) fallback of a file name: letters without accents, others as '-'. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** Content-Disposition that opens in the browser (or saves, `attachment`) and keeps the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  return `${disposition}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
