// WCAG 2.x contrast of CSS colours written as oklch(), the notation of the theme tokens in
// src/app/globals.css. OKLCH -> OKLab -> linear sRGB follows Björn Ottosson's published matrices
// (the ones CSS Color 4 uses); colours outside sRGB are clipped per channel, as browsers render them.
// Colours with alpha are composited over their backdrop in gamma-encoded sRGB, as browsers blend.

/** An sRGB colour, gamma-encoded, channels 0..1, with alpha 0..1. */
export type Rgba = { r: number; g: number; b: number; alpha: number };

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const encode = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
const decode = (c: number) => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));

/** OKLCH (L 0..1, C, hue in degrees) to gamma-encoded sRGB, clipped to the gamut. */
export function oklchToRgb(l: number, c: number, h: number, alpha = 1): Rgba {
  const rad = (h * Math.PI) / 180;
  const a = c * Math.cos(rad);
  const b = c * Math.sin(rad);
  const l_ = l + 0.3963377774 * a + 0.2158037573 * b;
  const m_ = l - 0.1055613458 * a - 0.0638541728 * b;
  const s_ = l - 0.0894841775 * a - 1.291485548 * b;
  const [L, M, S] = [l_ ** 3, m_ ** 3, s_ ** 3];
  const r = 4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S;
  const g = -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S;
  const bl = -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S;
  return { r: encode(clamp01(r)), g: encode(clamp01(g)), b: encode(clamp01(bl)), alpha };
}

/**
 * Parses `oklch(L C H)` or `oklch(L C H / A)`; L and A as numbers or percentages. Also `white` and
 * `black`. Throws on anything else, so that a token in another notation is noticed.
 */
export function parseColor(css: string): Rgba {
  const value = css.trim().toLowerCase();
  if (value === 'white') return { r: 1, g: 1, b: 1, alpha: 1 };
  if (value === 'black') return { r: 0, g: 0, b: 0, alpha: 1 };
  const m = value.match(/^oklch\(\s*([\d.]+%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*(?:\/\s*([\d.]+%?))?\s*\)$/);
  if (!m) throw new Error(`Not an oklch() colour: ${css}`);
  const num = (s: string) => (s.endsWith('%') ? Number(s.slice(0, -1)) / 100 : Number(s));
  return oklchToRgb(num(m[1]), Number(m[2]), Number(m[3]), m[4] ? num(m[4]) : 1);
}

/** `top` over an opaque `backdrop` (the result is opaque). */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.alpha + b * (1 - top.alpha);
  return { r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), alpha: 1 };
}

/** `color` at an extra opacity (Tailwind's `bg-primary/10`). */
export function withAlpha(color: Rgba, alpha: number): Rgba {
  return { ...color, alpha: color.alpha * alpha };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

/** WCAG contrast ratio (1..21) of two colours; a translucent one is first laid over the other. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [x, y] = a.alpha < 1 ? [composite(a, b), b] : b.alpha < 1 ? [a, composite(b, a)] : [a, b];
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties (`--name: value;`) of the first rule whose selector is exactly `selector`. */
export function cssVariables(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = css.match(new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`));
  if (!block) throw new Error(`No rule for ${selector}`);
  return Object.fromEntries([...block[1].matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}
