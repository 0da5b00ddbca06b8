import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, cssVariables, oklchToRgb, parseColor, relativeLuminance, withAlpha } from '@/lib/contrast';

const hex = (c: { r: number; g: number; b: number }) =>
  '#' +
  [c.r, c.g, c.b]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

describe('oklch to sRGB', () => {
  it('matches the reference values of CSS Color 4', () => {
    expect(hex(oklchToRgb(1, 0, 0))).toBe('#ffffff');
    expect(hex(oklchToRgb(0, 0, 0))).toBe('#000000');
    expect(hex(oklchToRgb(0.627955, 0.257683, 29.234))).toBe('#ff0000');
    expect(hex(oklchToRgb(0.519752, 0.176858, 142.495))).toBe('#008000');
    expect(hex(oklchToRgb(0.452014, 0.313214, 264.052))).toBe('#0000ff');
    // A grey: oklch(0.6 0 0) is 0.6^3 = 0.216 in linear light, #808080 encoded.
    expect(hex(oklchToRgb(0.6, 0, 0))).toBe('#808080');
  });

  it('clips colours outside the sRGB gamut', () => {
    const c = oklchToRgb(0.7, 0.4, 145);
    for (const x of [c.r, c.g, c.b]) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of [c.r, c.g, c.b]) expect(x).toBeLessThanOrEqual(1);
  });

  it('parses the notations of the theme', () => {
    expect(hex(parseColor('oklch(1 0 0)'))).toBe('#ffffff');
    expect(parseColor('oklch(1 0 0 / 12%)').alpha).toBeCloseTo(0.12);
    expect(parseColor('oklch(50% 0 0 / 0.5)').alpha).toBe(0.5);
    expect(hex(parseColor('oklch(0.627955 0.257683 29.234deg)'))).toBe('#ff0000');
    expect(() => parseColor('#fff')).toThrow();
  });
});

describe('WCAG contrast', () => {
  const white = parseColor('white');
  const black = parseColor('black');
  it('gives the known ratios', () => {
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // #777777 on white: 4.48, the classic just-under-AA grey.
    const grey = { r: 0x77 / 255, g: 0x77 / 255, b: 0x77 / 255, alpha: 1 };
    expect(contrastRatio(grey, white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(white, grey)).toBeCloseTo(4.48, 2);
    expect(relativeLuminance(white)).toBe(1);
  });

  it('lays a translucent colour over its backdrop first', () => {
    const half = withAlpha(black, 0.5);
    expect(hex(composite(half, white))).toBe('#808080');
    expect(contrastRatio(half, white)).toBeCloseTo(contrastRatio({ r: 0.5, g: 0.5, b: 0.5, alpha: 1 }, white), 5);
    expect(contrastRatio(withAlpha(white, 0), black)).toBe(1);
  });
});

describe('cssVariables', () => {
  it('reads the custom properties of one rule', () => {
    const css = ':root {\n  --a: oklch(1 0 0);\n  --b-c: 1px;\n}\n\n.dark {\n  --a: oklch(0 0 0);\n}\n';
    expect(cssVariables(css, ':root')).toEqual({ a: 'oklch(1 0 0)', 'b-c': '1px' });
    expect(cssVariables(css, '.dark')).toEqual({ a: 'oklch(0 0 0)' });
    expect(() => cssVariables(css, '.light')).toThrow();
  });
});
