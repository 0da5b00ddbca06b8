// The theme's colour pairs meet WCAG 2.1 AA in both themes (issue 26): text 4.5:1 (1.4.3), focus
// rings and the boundaries that are a control's only cue 3:1 (1.4.11, 2.4.11). The tokens are read
// from src/app/globals.css (:root, and .dark over it), the pairs are the ones the components use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, cssVariables, parseColor, withAlpha, type Rgba } from '@/lib/contrast';

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../src/app/globals.css'), 'utf8');
const light = cssVariables(css, ':root');
const THEMES = { light, dark: { ...light, ...cssVariables(css, '.dark') } };

/** A colour: a token name, optionally at an opacity (`primary/10`), or `white`. */
type Ref = string;
type Pair = { fg: Ref; bg: Ref; on?: Ref; min: number; why: string };

const TEXT = 4.5;
const UI = 3;
const PAIRS: Pair[] = [
  // Text on its surface.
  { fg: 'foreground', bg: 'background', min: TEXT, why: 'body text' },
  { fg: 'card-foreground', bg: 'card', min: TEXT, why: 'card text' },
  { fg: 'popover-foreground', bg: 'popover', min: TEXT, why: 'menus, dialogs' },
  { fg: 'primary-foreground', bg: 'primary', min: TEXT, why: 'primary buttons' },
  { fg: 'secondary-foreground', bg: 'secondary', min: TEXT, why: 'secondary buttons' },
  { fg: 'accent-foreground', bg: 'accent', min: TEXT, why: 'hovered items' },
  { fg: 'white', bg: 'destructive', min: TEXT, why: 'destructive buttons (text-white)' },
  { fg: 'sidebar-foreground', bg: 'sidebar', min: TEXT, why: 'sidebar' },
  { fg: 'sidebar-accent-foreground', bg: 'sidebar-accent', min: TEXT, why: 'active sidebar item' },
  { fg: 'muted-foreground', bg: 'background', min: TEXT, why: 'secondary text' },
  { fg: 'muted-foreground', bg: 'card', min: TEXT, why: 'secondary text in cards' },
  { fg: 'muted-foreground', bg: 'muted', min: TEXT, why: 'secondary text on muted panels' },
  { fg: 'muted-foreground', bg: 'popover', min: TEXT, why: 'dialog descriptions' },
  { fg: 'muted-foreground', bg: 'sidebar', min: TEXT, why: 'sidebar secondary text' },
  { fg: 'primary', bg: 'background', min: TEXT, why: 'links, text-primary' },
  { fg: 'primary', bg: 'card', min: TEXT, why: 'text-primary in cards' },
  { fg: 'primary', bg: 'primary/10', on: 'background', min: TEXT, why: 'plan badges (bg-primary/10)' },
  { fg: 'destructive-text', bg: 'background', min: TEXT, why: 'error messages (text-destructive-text)' },
  { fg: 'destructive-text', bg: 'card', min: TEXT, why: 'errors in cards' },
  { fg: 'destructive-text', bg: 'popover', min: TEXT, why: 'errors in dialogs' },
  { fg: 'destructive-text', bg: 'destructive/10', on: 'background', min: TEXT, why: 'error notices' },
  // text-destructive is for icons and borders only (a graphic needs 3:1).
  { fg: 'destructive', bg: 'background', min: UI, why: 'error icons, invalid-field borders' },
  { fg: 'destructive', bg: 'card', min: UI, why: 'error icons in cards' },
  // Ghost buttons hover on bg-accent (light) or bg-accent/50 (dark, the lighter of the two there).
  { fg: 'destructive', bg: 'accent/50', on: 'background', min: UI, why: 'delete icons on hover (hover:text-destructive)' },
  { fg: 'success', bg: 'background', min: TEXT, why: 'text-success' },
  { fg: 'success', bg: 'card', min: TEXT, why: 'text-success in cards' },
  { fg: 'warning', bg: 'background', min: TEXT, why: 'text-warning' },
  { fg: 'warning', bg: 'card', min: TEXT, why: 'text-warning in cards' },
  { fg: 'foreground', bg: 'warning/10', on: 'background', min: TEXT, why: 'warning notices (bg-warning/10)' },
  { fg: 'foreground', bg: 'destructive/10', on: 'background', min: TEXT, why: 'error notices (bg-destructive/10)' },
  // Focus indicators (2.4.11 / 1.4.11): the ring, drawn at full opacity, on every surface.
  { fg: 'ring', bg: 'background', min: UI, why: 'focus ring' },
  { fg: 'ring', bg: 'card', min: UI, why: 'focus ring in cards' },
  { fg: 'ring', bg: 'popover', min: UI, why: 'focus ring in dialogs' },
  { fg: 'ring', bg: 'sidebar', min: UI, why: 'focus ring in the sidebar' },
  { fg: 'ring', bg: 'muted', min: UI, why: 'focus ring on muted panels (tab lists)' },
  // Boundaries that are a control's only cue: text fields, selects, checkboxes, switches.
  { fg: 'input', bg: 'background', min: UI, why: 'field borders' },
  { fg: 'input', bg: 'card', min: UI, why: 'field borders in cards' },
  { fg: 'input', bg: 'popover', min: UI, why: 'field borders in dialogs' },
  // The primary fill of checked checkboxes and switches against the page.
  { fg: 'primary', bg: 'card', min: UI, why: 'checked checkbox or switch' },
];

function resolve(vars: Record<string, string>, ref: Ref): Rgba {
  const [name, opacity] = ref.split('/');
  if (name === 'white') return parseColor('white');
  const value = vars[name];
  if (!value) throw new Error(`No token --${name}`);
  const color = parseColor(value);
  return opacity ? withAlpha(color, Number(opacity) / 100) : color;
}

describe.each(Object.entries(THEMES))('the %s theme', (_, vars) => {
  it.each(PAIRS)('$fg on $bg ≥ $min:1 ($why)', ({ fg, bg, on, min }) => {
    const page = resolve(vars, on ?? 'background');
    const back = resolve(vars, bg);
    // A translucent surface (the dark theme's borders, bg-primary/10) lies on the page.
    const surface = back.alpha < 1 ? composite(back, page) : back;
    const front = resolve(vars, fg);
    const ratio = contrastRatio(front.alpha < 1 ? composite(front, surface) : front, surface);
    expect(Math.round(ratio * 100) / 100).toBeGreaterThanOrEqual(min);
  });
});
