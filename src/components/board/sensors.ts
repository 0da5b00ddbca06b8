import { KeyboardCode, MouseSensor, TouchSensor, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging jumps from column to column: left and right go to the centre of the nearest
 * stage on that side; up and down do nothing (a column has no order to move within).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  // dnd-kit's KeyboardCode holds the KeyboardEvent.code strings of the keys it listens to.
  const code = event.code as KeyboardCode;
  if (code === KeyboardCode.Up || code === KeyboardCode.Down) {
    event.preventDefault();
    return undefined;
  }
  if ((code !== KeyboardCode.Right && code !== KeyboardCode.Left) || !collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const right = code === KeyboardCode.Right;
  let target: { left: number; width: number } | undefined;
  for (const rect of droppableRects.values()) {
    const rectCentre = rect.left + rect.width / 2;
    const onSide = right ? rectCentre > centre + 1 : rectCentre < centre - 1;
    if (onSide && (!target || Math.abs(rectCentre - centre) < Math.abs(target.left + target.width / 2 - centre))) target = rect;
  }
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: collisionRect.top };
};

/** Controls inside a card (status select, links, buttons) keep their clicks: a drag starts elsewhere. */
function startsOnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('select, a, input, textarea, button:not([data-drag-handle])') !== null;
}

const [mouseActivator] = MouseSensor.activators;
const [touchActivator] = TouchSensor.activators;

export class CardMouseSensor extends MouseSensor {
  static activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: (...args: Parameters<typeof mouseActivator.handler>) =>
        !startsOnControl(args[0].target) && mouseActivator.handler(...args),
    },
  ];
}

export class CardTouchSensor extends TouchSensor {
  static activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: (...args: Parameters<typeof touchActivator.handler>) =>
        !startsOnControl(args[0].target) && touchActivator.handler(...args),
    },
  ];
}
