import { createElement, type SVGProps } from 'react';

// The landing's icons, drawn on the server with lucide-react's paths (tests/unit/components/
// island-icons.test.ts) but not its runtime nor its markup (issue 17). lucide 1.x renders every
// icon through a 'use client' component: its runtime came with the landing's JavaScript. And
// each <svg> carried the same nine attributes in the HTML and again in the RSC payload: here the
// stroke style is the `line-icon` class (globals.css) and the size the caller's `size-*` class.

type IconNode = readonly (readonly [tag: 'path' | 'circle' | 'rect' | 'line', attributes: Record<string, string>])[];

/** An aria-hidden line icon of lucide's 24×24 grid; `className` must give its size (`size-4`…). */
function lineIcon(node: IconNode) {
  function Icon({ className }: { className: string } & Pick<SVGProps<SVGSVGElement>, 'aria-hidden'>) {
    return createElement(
      'svg',
      { viewBox: '0 0 24 24', className: `line-icon ${className}`, 'aria-hidden': 'true' },
      node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    );
  }
  return Icon;
}

export const CheckIcon = lineIcon([['path', { d: 'M20 6 9 17l-5-5' }]]);
export const ShieldCheckIcon = lineIcon([
  [
    'path',
    {
      d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    },
  ],
  ['path', { d: 'm9 12 2 2 4-4' }],
]);
export const CheckCircle2Icon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);
export const ChevronDownIcon = lineIcon([['path', { d: 'm6 9 6 6 6-6' }]]);
export const CalculatorIcon = lineIcon([
  ['rect', { width: '16', height: '20', x: '4', y: '2', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '6', y2: '6' }],
  ['line', { x1: '16', x2: '16', y1: '14', y2: '18' }],
  ['path', { d: 'M16 10h.01' }],
  ['path', { d: 'M12 10h.01' }],
  ['path', { d: 'M8 10h.01' }],
  ['path', { d: 'M12 14h.01' }],
  ['path', { d: 'M8 14h.01' }],
  ['path', { d: 'M12 18h.01' }],
  ['path', { d: 'M8 18h.01' }],
]);
export const FileSignatureIcon = lineIcon([
  [
    'path',
    {
      d: 'M14.364 13.634a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506l4.013-4.009a1 1 0 0 0-3.004-3.004z',
    },
  ],
  ['path', { d: 'M14.487 7.858A1 1 0 0 1 14 7V2' }],
  ['path', { d: 'M20 19.645V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l2.516 2.516' }],
  ['path', { d: 'M8 18h1' }],
]);
export const FileTextIcon = lineIcon([
  [
    'path',
    { d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z' },
  ],
  ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }],
  ['path', { d: 'M10 9H8' }],
  ['path', { d: 'M16 13H8' }],
  ['path', { d: 'M16 17H8' }],
]);
export const UsersIcon = lineIcon([
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
]);
export const BriefcaseIcon = lineIcon([
  ['path', { d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16' }],
  ['rect', { width: '20', height: '14', x: '2', y: '6', rx: '2' }],
]);
export const TargetIcon = lineIcon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['circle', { cx: '12', cy: '12', r: '6' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
]);
export const QuoteIcon = lineIcon([
  [
    'path',
    {
      d: 'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
  [
    'path',
    {
      d: 'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
    },
  ],
]);
