import { createElement, type SVGProps } from 'react';

// The few icons of the client islands every public page loads (header menus, mobile menu,
// showcase, error card), drawn as lucide-react draws them (same paths, attributes and classes)
// without its icon runtime, which Turbopack copied into each of the landing's chunk groups
// (issue 17). Server components keep lucide-react: their icons are HTML, not JavaScript.
// tests/unit/components/island-icons.test.ts renders each beside lucide's own.

type IconNode = readonly (readonly [
  tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'polygon',
  attributes: Record<string, string>,
])[];

function icon(name: string, node: IconNode) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    );
  }
  return Icon;
}

export const CheckIcon = icon('check', [['path', { d: 'M20 6 9 17l-5-5' }]]);
export const SunIcon = icon('sun', [
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['path', { d: 'M12 2v2' }],
  ['path', { d: 'M12 20v2' }],
  ['path', { d: 'm4.93 4.93 1.41 1.41' }],
  ['path', { d: 'm17.66 17.66 1.41 1.41' }],
  ['path', { d: 'M2 12h2' }],
  ['path', { d: 'M20 12h2' }],
  ['path', { d: 'm6.34 17.66-1.41 1.41' }],
  ['path', { d: 'm19.07 4.93-1.41 1.41' }],
]);
export const MoonIcon = icon('moon', [
  [
    'path',
    { d: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401' },
  ],
]);
export const LaptopIcon = icon('laptop', [
  [
    'path',
    {
      d: 'M18 5a2 2 0 0 1 2 2v8.526a2 2 0 0 0 .212.897l1.068 2.127a1 1 0 0 1-.9 1.45H3.62a1 1 0 0 1-.9-1.45l1.068-2.127A2 2 0 0 0 4 15.526V7a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M20.054 15.987H3.946' }],
]);
export const LanguagesIcon = icon('languages', [
  ['path', { d: 'm5 8 6 6' }],
  ['path', { d: 'm4 14 6-6 2-3' }],
  ['path', { d: 'M2 5h12' }],
  ['path', { d: 'M7 2h1' }],
  ['path', { d: 'm22 22-5-10-5 10' }],
  ['path', { d: 'M14 18h6' }],
]);
export const MenuIcon = icon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const XIcon = icon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
export const ChevronLeftIcon = icon('chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRightIcon = icon('chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]]);
export const PauseIcon = icon('pause', [
  ['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }],
  ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }],
]);
export const PlayIcon = icon('play', [
  ['path', { d: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z' }],
]);
export const RotateCcwIcon = icon('rotate-ccw', [
  ['path', { d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5' }],
]);
