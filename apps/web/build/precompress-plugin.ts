import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressibleFile = /\.(?:js|mjs|css|svg|html|json)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, at the highest levels: done
 * once per build, so the server sends them as they are (apps/server/src/http/web-app.ts) instead of
 * compressing on each request. A variant no smaller than its file is not written; the server then
 * falls back to the next encoding, or the file itself.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'portal-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!compressibleFile.test(fileName)) {
          continue;
        }
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        const variants = {
          br: brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz: gzipSync(content, { level: 9 }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < content.length) {
            writeFileSync(`${file}.${extension}`, compressed);
          }
        }
      }
    },
  };
}
