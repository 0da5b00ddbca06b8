// QR codes as plain geometry: the module matrix, and one SVG path that draws every dark module.
// The same path feeds a web <svg viewBox> and react-pdf's <Svg><Path d>, so the code a client scans
// on screen and the one printed in the PDF are the same drawing. Error correction M (15%), as
// Pix apps generate it: a printed or photographed code still reads with a smudge.
import QRCode from 'qrcode';

export type QrMatrix = {
  /** Modules per side, without a quiet zone. */
  size: number;
  /** True when the module at column x, row y is dark (0-based, top-left origin). */
  dark: (x: number, y: number) => boolean;
};

/** The QR symbol for a text (byte/alphanumeric mode chosen by the library, error correction M). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  return {
    size,
    dark: (x, y) => x >= 0 && y >= 0 && x < size && y < size && modules.get(y, x) === 1,
  };
}

export type QrSvgPath = {
  /** Modules per side including the quiet zone on both sides: the viewBox is `0 0 size size`. */
  size: number;
  /** One path; each horizontal run of dark modules is a 1-module-high rectangle. */
  d: string;
};

/** The QR code as one SVG path in module units, offset by a quiet zone of `margin` modules (4 by the standard). */
export function qrSvgPath(text: string, { margin = 4 }: { margin?: number } = {}): QrSvgPath {
  const matrix = qrMatrix(text);
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y++) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark(x, y)) x++;
      const run = x - start;
      parts.push(`M${start + margin} ${y + margin}h${run}v1h-${run}z`);
    }
  }
  return { size: matrix.size + 2 * margin, d: parts.join('') };
}
