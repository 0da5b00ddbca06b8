// Colour arithmetic for the accent: a brand colour can be any '#rrggbb', so the document derives
// readable variants (text on white, text on the accent, light tints) instead of trusting it blindly.

/** Valora's indigo: the basic template's accent and the premium one's when the user set none. */
export const VALORA_INDIGO = '#4f46e5';

export const INK = '#18181b';
export const MUTED = '#52525b';
export const SUBTLE = '#71717a';
export const RULE = '#e4e4e7';
export const SURFACE = '#f4f4f5';

type Rgb = [number, number, number];

function parse(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * amount) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [24, 24, 27];

export type Accent = {
  /** The colour itself, for fills. */
  fill: string;
  /** Text drawn on the fill (white, or near-black on a light brand colour). */
  onFill: string;
  /** The accent as text or rules on white, darkened until it reads (contrast 4.5:1). */
  text: string;
  /** Very light tints for bands and zebra rows. */
  tint: string;
  tintStrong: string;
};

/** The accent for a brand colour; an invalid or missing value falls back to Valora's indigo. */
export function accentFor(color: string | null | undefined): Accent {
  const base = (color && parse(color)) || parse(VALORA_INDIGO)!;
  let text = base;
  for (let step = 0; step < 10 && contrast(text, WHITE) < 4.5; step++) text = mix(text, BLACK, 0.15);
  return {
    fill: toHex(base),
    onFill: contrast(base, WHITE) >= 3 ? '#ffffff' : INK,
    text: toHex(text),
    tint: toHex(mix(base, WHITE, 0.94)),
    tintStrong: toHex(mix(base, WHITE, 0.82)),
  };
}
