import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

// pdfmake's bundled Roboto (full Unicode: ä, ö, å, š, ž), set once for every PDF the server renders (the
// temporary contract, the invoice). The fonts are the only files pdfmake may read, and it may fetch no URL:
// a document definition can name images by path or URL, and ours never should (the invoice's barcode is
// an inline SVG).
const fontDirectory = path.dirname(
  createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
);
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDirectory, 'Roboto-Regular.ttf'),
    bold: path.join(fontDirectory, 'Roboto-Medium.ttf'),
    italics: path.join(fontDirectory, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDirectory, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(`${fontDirectory}${path.sep}`));

/** The configured pdfmake: import it from here, never from 'pdfmake' directly, so the fonts are set once. */
export { pdfmake };
