// The button's class names (button-classes.ts) and their rules (button.css, issue 17): every name has
// its rule, every rule is a name the code can render, and the rules sit at the start of Tailwind's
// utilities layer, so that a class passed with a button (a utility) comes later and wins, as
// tailwind-merge used to decide. The stylesheet is compiled by Tailwind itself, as the build does.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS, buttonClass } from '@/components/ui/button-classes';

const require = createRequire(import.meta.url);
const globals = path.resolve('src/app/globals.css');

/** Tailwind's stylesheet loader for the build's three kinds of import: relative, a package's file, a package. */
function resolveStylesheet(id: string, base: string): string {
  if (id.startsWith('.')) return path.resolve(base, id);
  if (id.endsWith('.css')) return require.resolve(id);
  const manifest = path.resolve('node_modules', id, 'package.json'); // its exports name only the style
  const { style } = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: { '.': { style: string } } }).exports['.'];
  return path.resolve(path.dirname(manifest), style);
}

async function buildCss(candidates: string[]): Promise<string> {
  const compiler = await compile(fs.readFileSync(globals, 'utf8'), {
    base: path.dirname(globals),
    loadStylesheet: async (id, base) => {
      const file = resolveStylesheet(id, base);
      return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') };
    },
  });
  return compiler.build(candidates);
}

/** A rule of a button class, plain or with its state (`.btn-ghost:hover`). */
const BUTTON_SELECTOR = /\.(btn(?:-[a-z0-9]+)*)[ :{]/g;
const names = [BUTTON_BASE, ...Object.values(BUTTON_VARIANTS), ...Object.values(BUTTON_SIZES)];

describe('button classes', () => {
  it('join the base, the variant, the size and the caller’s classes', () => {
    expect(buttonClass()).toBe('btn btn-default btn-md');
    expect(buttonClass({ variant: 'ghost', size: 'icon', className: 'size-8' })).toBe('btn btn-ghost btn-icon size-8');
  });

  it('each has its rule in the stylesheet, and the stylesheet has no other button rule', async () => {
    const css = await buildCss([]);
    const defined = new Set([...css.matchAll(BUTTON_SELECTOR)].map((m) => m[1]));
    expect([...defined].sort()).toEqual([...names].sort());
  });

  it('draw what each variant and size stands for, the sizes after the base', async () => {
    const css = await buildCss([]);
    const rule = (name: string) => {
      const start = css.indexOf(`.${name} {`);
      return css.slice(start, css.indexOf('\n  }', start));
    };
    expect(rule(BUTTON_VARIANTS.default)).toContain('background-color: var(--primary)');
    expect(rule(BUTTON_VARIANTS.destructive)).toContain('background-color: var(--destructive)');
    expect(rule(BUTTON_VARIANTS.outline)).toContain('border-width: 1px');
    expect(rule(BUTTON_VARIANTS.secondary)).toContain('background-color: var(--secondary)');
    expect(rule(BUTTON_VARIANTS.link)).toContain('text-underline-offset: 4px');
    expect(css).toMatch(new RegExp(`\\.${BUTTON_VARIANTS.ghost}:hover \\{\\s*background-color: var\\(--accent\\)`));
    expect(rule(BUTTON_SIZES.default)).toContain('height: calc(var(--spacing) * 9)');
    expect(rule(BUTTON_SIZES.sm)).toContain('height: calc(var(--spacing) * 8)');
    expect(rule(BUTTON_SIZES.lg)).toContain('height: calc(var(--spacing) * 10)');
    expect(rule(BUTTON_SIZES.icon)).toContain('width: calc(var(--spacing) * 9)');
    // The small size's gap replaces the base's because its rule comes later.
    expect(rule(BUTTON_BASE)).toContain('gap: calc(var(--spacing) * 2)');
    expect(rule(BUTTON_SIZES.sm)).toContain('gap: calc(var(--spacing) * 1.5)');
    for (const size of Object.values(BUTTON_SIZES))
      expect(css.indexOf(`.${size} {`), size).toBeGreaterThan(css.indexOf('.btn {'));
  });

  it('come before the utilities, in the same layer, so that a class passed with a button wins', async () => {
    const css = await buildCss(['gap-1', 'size-8', 'hidden', 'text-success', 'hover:text-destructive']);
    const layer = css.indexOf('@layer utilities {');
    expect(layer).toBeGreaterThan(-1);
    const buttonRules = [...css.matchAll(BUTTON_SELECTOR)].map((m) => m.index);
    expect(Math.min(...buttonRules)).toBeGreaterThan(layer);
    const lastButtonRule = Math.max(...buttonRules);
    for (const utility of ['.gap-1 {', '.size-8 {', '.hidden {', '.text-success {', '.hover\\:text-destructive:hover {']) {
      expect(css.indexOf(utility), utility).toBeGreaterThan(lastButtonRule);
    }
    // One utilities layer: a second block after the generated utilities would put rules after them.
    expect(css.indexOf('@layer utilities {', layer + 1)).toBe(-1);
    // The layers are declared in Tailwind's order first, so components (.client-row) stay below utilities.
    expect(css).toContain('@layer theme, base, components, utilities;');
    expect(css.indexOf('@layer theme, base, components, utilities;')).toBeLessThan(css.indexOf('@layer components {'));
  });
});

// The controls' class names (controls.css): the same place and the same rule of precedence.
const CONTROL_SELECTOR = /\.(input|input-focus|input-focus-within|tabs-trigger|switch|switch-thumb|sidebar-link|badge)[ :[{]/g;

describe('control classes', () => {
  it('each has its rules at the start of the utilities layer, before the utilities a caller passes', async () => {
    const css = await buildCss([
      'h-8',
      'w-40',
      'pl-9',
      'text-lg',
      'bg-sidebar-accent',
      'text-sidebar-accent-foreground',
      'bg-muted',
      'justify-self-end',
    ]);
    const layer = css.indexOf('@layer utilities {');
    const rules = [...css.matchAll(CONTROL_SELECTOR)];
    expect(new Set(rules.map((m) => m[1]))).toEqual(
      new Set(['input', 'input-focus', 'input-focus-within', 'tabs-trigger', 'switch', 'switch-thumb', 'sidebar-link', 'badge']),
    );
    const last = Math.max(...rules.map((m) => m.index));
    expect(Math.min(...rules.map((m) => m.index))).toBeGreaterThan(layer);
    for (const utility of [
      '.h-8 {',
      '.w-40 {',
      '.pl-9 {',
      '.text-lg {',
      '.bg-sidebar-accent {',
      '.text-sidebar-accent-foreground {',
      '.bg-muted {',
      '.justify-self-end {',
    ])
      expect(css.indexOf(utility), utility).toBeGreaterThan(last);
  });

  it('keep a refused input red while focused: its aria-invalid rule comes after the focus rings', async () => {
    const css = await buildCss([]);
    const at = (selector: string) => {
      const index = css.indexOf(`${selector} {`);
      expect(index, selector).toBeGreaterThan(-1);
      return index;
    };
    const invalid = at('.input[aria-invalid="true"]');
    expect(invalid).toBeGreaterThan(at('.input-focus:focus-visible'));
    expect(invalid).toBeGreaterThan(at('.input-focus-within:focus-within'));
    // The font sizes are not in the rule: they stay utilities, for tailwind-merge (input.tsx).
    const base = css.slice(at('.input'), at('.input-focus:focus-visible'));
    expect(base).toContain('height: calc(var(--spacing) * 9)');
    expect(base).not.toContain('font-size');
  });
});
