'use client';

import { useRef } from 'react';

/** The element a person is pressing with a pointer (mouse, pen, finger): Safari and Firefox on
 * macOS do not focus a clicked button. They focus its nearest focusable ancestor instead (a tab
 * panel, a dialog), or nothing, so for a dialog opened by a click `document.activeElement` is that
 * ancestor, <body>, or still the element focused before. */
let pressed: HTMLElement | null = null;
const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

// Listened to once, when the browser loads this module (on the server there is no document).
if (typeof document !== 'undefined') {
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      pressed = target instanceof HTMLElement ? target : null;
    },
    options,
  );
  // A key, a press the browser took back (a scroll starting on it), or the focus moving anywhere
  // but the pressed element or an ancestor of it (where those browsers put it) ends the press: from
  // then on the focus tells where the person is.
  const release = () => (pressed = null);
  document.addEventListener('keydown', release, options);
  document.addEventListener('pointercancel', release, options);
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof Node && pressed && event.target.contains(pressed))) pressed = null;
    },
    options,
  );
}

/** The element a dialog opening now was opened from: the one being pressed, else the focused one. */
function currentOpener(): HTMLElement | null {
  if (pressed?.isConnected) return pressed;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Focus goes back to the element that opened a dialog when it closes, also for a dialog opened
 * from code (no Radix Trigger: Radix would then focus nothing, and focus would fall to <body>),
 * and in browsers that do not focus a clicked button. Spread the result on a Radix Dialog or
 * AlertDialog Content; a caller's own handlers still run first and may take over by calling
 * preventDefault().
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
      opener.current = currentOpener();
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
