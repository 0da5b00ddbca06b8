// The proposal PDF's typeface: Inter (SIL OFL 1.1, see fonts/OFL.txt), full static TTF files kept in
// the repository so nothing is downloaded at run time. They cover every Latin accent and the R$ sign.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';
import { wordParts } from './word-breaks';

export const PDF_FONT_FAMILY = 'Inter';

// Static `new URL(..., import.meta.url)`: from source (tsx, vitest) these are the files beside this
// module; in the Next.js build the bundler copies them to .next/server/assets and points here.
const FONT_FILES: Record<number, URL> = {
  400: new URL('./fonts/Inter-Regular.ttf', import.meta.url),
  600: new URL('./fonts/Inter-SemiBold.ttf', import.meta.url),
  700: new URL('./fonts/Inter-Bold.ttf', import.meta.url),
};

/**
 * The font file's path. In a server action's bundle Turbopack gives a look-alike URL whose address
 * is the asset as the browser would fetch it ("/_next/static/media/Inter-Regular.<hash>.ttf"),
 * which `fileURLToPath` refuses: the same file is read from the running app's build folder.
 */
function fontPath(url: URL): string {
  if (url.href.startsWith('file:')) return fileURLToPath(url.href);
  const built = path.join(process.cwd(), '.next', url.pathname.replace(/^\/_next\//, '/'));
  if (fs.existsSync(built)) return built;
  throw new Error(`[pdf] font file not found: ${url.href}`);
}

let registered = false;

/** Registers the family once per process; react-pdf keeps the parsed fonts for later renders. */
export function registerPdfFonts(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: Object.entries(FONT_FILES).map(([weight, url]) => ({ src: fontPath(url), fontWeight: Number(weight) })),
  });
  // Never a hyphen added to a name, e-mail or amount; long words may break without one (word-breaks.ts).
  Font.registerHyphenationCallback(wordParts);
  registered = true;
}
