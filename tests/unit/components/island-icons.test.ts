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

const island = { ...menu, ...carousel, ...errorIcons, ...landing };

const names = Object.keys(island) as (keyof typeof island)[];

describe('island icons', () => {
  it('covers the icons of the landing islands', () => {
    expect(names).toEqual(expect.arrayContaining(['CheckIcon', 'SunIcon', 'LanguagesIcon', 'MenuIcon', 'RotateCcwIcon']));
    // and the landing's server-drawn ones (landing-icons.tsx)
    expect(names).toEqual(expect.arrayContaining(['ShieldCheckIcon', 'CheckCircle2Icon', 'FileSignatureIcon', 'QuoteIcon']));
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
