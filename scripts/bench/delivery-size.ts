/**
 * Bytes the login page's first load transfers: index.html, the entry's scripts, stylesheets and module
 * preloads, each raw and as the server sends it for `Accept-Encoding: gzip` and `br` (the `.gz`/`.br`
 * files the build wrote; the file itself where it wrote none, as the server then does). Reads
 * apps/web/dist and builds nothing: run `npm run build --workspace @portal/web` first.
 *
 *   npm run bench:delivery
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const distDir = path.resolve(import.meta.dirname, '../../apps/web/dist');

type Row = { file: string; raw: number; gzip: number; brotli: number };

function sizeOf(file: string, extension: '' | '.gz' | '.br'): number {
  const variant = `${file}${extension}`;
  return existsSync(variant) ? statSync(variant).size : statSync(file).size;
}

/** The files index.html loads before the first paint: module scripts, stylesheets, module preloads. */
function initialLoadOf(html: string): string[] {
  const urls = new Set<string>(['/index.html']);
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isLoaded =
      /<script\b[^>]*type="module"/.test(tag) || /rel="(?:stylesheet|modulepreload)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (isLoaded && url?.startsWith('/')) {
      urls.add(url);
    }
  }
  return [...urls];
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
}

const indexFile = path.join(distDir, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`No ${indexFile}: run \`npm run build --workspace @portal/web\` first.`);
  process.exit(1);
}
const rows: Row[] = initialLoadOf(readFileSync(indexFile, 'utf8')).map((url) => {
  const file = path.join(distDir, url);
  return { file: url, raw: sizeOf(file, ''), gzip: sizeOf(file, '.gz'), brotli: sizeOf(file, '.br') };
});
const total: Row = {
  file: 'total',
  raw: rows.reduce((sum, row) => sum + row.raw, 0),
  gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
  brotli: rows.reduce((sum, row) => sum + row.brotli, 0),
};
const width = Math.max(...rows.map((row) => row.file.length));
console.log(`${'file'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const row of [...rows, total]) {
  console.log(
    `${row.file.padEnd(width)} ${kilobytes(row.raw)} ${kilobytes(row.gzip)} ${kilobytes(row.brotli)}`,
  );
  console.log(
    `${''.padEnd(width)} ${`${row.raw}`.padStart(10)} ${`${row.gzip}`.padStart(10)} ${`${row.brotli}`.padStart(10)}`,
  );
}
