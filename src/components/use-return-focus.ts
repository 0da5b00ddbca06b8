'use client';

import { useRef } from 'react';

/**
 * Focus goes back to the element that opened a dialog when it closes, also for a dialog opened
 * from code (no Radix Trigger: Radix would then focus nothing, and focus would fall to <body>).
 * Spread the result on a Radix Dialog or AlertDialog Content; a caller's own handlers still run
 * first and may take over by calling preventDefault().
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix fires this before it moves focus into the dialog: the opener still has it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      // An opener that left the page (a menu item, a deleted row) or cannot take focus: Radix's own
      // choice (its Trigger, if any) stands.
      if (!target?.isConnected || target === document.body || target.matches(':disabled')) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
