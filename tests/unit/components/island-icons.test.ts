// The islands' icons are drawn without lucide-react's runtime (issue 17): each renders the same
// SVG as lucide's own component, with and without a class and an accessible name.
import * as lucide from 'lucide-react';
import { createElement, type ComponentType, type SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as carousel from '@/components/carousel-icons';
import * as errorIcons from '@/components/error-icons';
import * as menu from '@/components/menu-icons';
import * as landing from '@/features/marketing/components/landing-icons';

const island = { ...menu, ...carousel, ...errorIcons };

const names = Object.keys(island) as (keyof typeof island)[];

describe('island icons', () => {
  it('covers the icons of the landing islands', () => {
    expect(names).toEqual(expect.arrayContaining(['CheckIcon', 'SunIcon', 'LanguagesIcon', 'MenuIcon', 'RotateCcwIcon']));
  });

  it.each(names)('%s draws as lucide-react does', (name) => {
    const ours = island[name] as ComponentType<SVGProps<SVGSVGElement>>;
    const theirs = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name];
    expect(theirs).toBeDefined();
    for (const props of [{}, { className: 'size-4' }, { className: 'size-5 absolute', 'aria-label': 'x' }]) {
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
    }
  });
});

// The landing's sections draw lucide's icons on the server with a class for the stroke style
// (landing-icons.tsx): the same drawing, without lucide's attributes on every <svg>.
describe('landing icons', () => {
  const inner = (markup: string) => markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const landingNames = Object.keys(landing) as (keyof typeof landing)[];

  it('covers the icons the landing sections draw', () => {
    expect(landingNames).toEqual(expect.arrayContaining(['CheckIcon', 'ShieldCheckIcon', 'CheckCircle2Icon', 'QuoteIcon']));
  });

  it.each(landingNames)("%s draws lucide-react's paths, hidden from assistive technology, sized by its class", (name) => {
    const theirs = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name];
    expect(theirs).toBeDefined();
    const ours = renderToStaticMarkup(createElement(landing[name], { className: 'size-4 text-primary', 'aria-hidden': 'true' }));
    expect(inner(ours)).toBe(inner(renderToStaticMarkup(createElement(theirs))));
    expect(ours).toMatch(/^<svg viewBox="0 0 24 24" class="line-icon size-4 text-primary" aria-hidden="true">/);
  });
});
