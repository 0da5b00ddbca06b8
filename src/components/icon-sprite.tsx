import type { ComponentType, SVGProps } from 'react';

/**
 * Icons drawn on every row of a long list (a row's edit and delete buttons), written once per page
 * (issue 17): <IconSprite> holds each drawing as a <symbol>, and every row's <SpriteIcon> is a small
 * <svg> pointing at it instead of the icon's own paths again. The row's icon looks and behaves the
 * same: it is sized by the same classes, and its strokes take the colour (currentColor) of the
 * button or link around it.
 */
export function IconSprite({ id, icons }: { id: string; icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, Icon]) => (
        <symbol key={name} id={`${id}-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One use of an <IconSprite>'s drawing: `id` and `name` as given to the sprite. */
export function SpriteIcon({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className={className}>
      <use href={`#${id}-${name}`} />
    </svg>
  );
}
