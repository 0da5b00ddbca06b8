import { createElement, type SVGProps } from 'react';

// The icons of the client islands every public page loads (header menus, mobile menu, showcase,
// error card), drawn as lucide-react draws them (same paths, attributes and classes) without its
// icon runtime, which Turbopack copied into each of the landing's chunk groups (issue 17). One
// file per island group (menu-icons, carousel-icons, error-icons), so a chunk carries only its
// own. tests/unit/components/island-icons.test.ts renders each beside lucide's own.

type IconNode = readonly (readonly [
  tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'polygon',
  attributes: Record<string, string>,
])[];

export function icon(name: string, node: IconNode) {
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
