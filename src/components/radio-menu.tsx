'use client';

import { CheckIcon } from '@/components/menu-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-classes';

export type RadioMenuOption = { value: string; label: ReactNode; lang?: string };

/**
 * A menu of choices, one of them current (the header's language and theme menus): the WAI-ARIA
 * menu button pattern with menuitemradio items, in a few hundred bytes instead of Radix's dropdown
 * runtime (popper, focus scope, portal), which every public page used to load for these two menus.
 * Keyboard: Enter, Space or ArrowDown opens it on the current choice; arrows, Home and End move;
 * Enter or Space picks; Escape and Tab close. A click outside closes it too.
 */
export function RadioMenu({
  value,
  options,
  onChange,
  trigger,
  variant = 'ghost',
  size,
  className,
  disabled,
  'aria-label': ariaLabel,
  title,
}: {
  value: string;
  options: RadioMenuOption[];
  onChange: (value: string) => void;
  trigger: ReactNode;
  variant?: 'ghost' | 'outline';
  size?: 'sm' | 'icon';
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (list.find((el) => el.getAttribute('aria-checked') === 'true') ?? list.at(0))?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close(focusTrigger: boolean) {
    setOpen(false);
    if (focusTrigger) button.current?.focus();
  }

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next = -1;
    if (e.key === 'ArrowDown') next = (at + 1) % list.length;
    else if (e.key === 'ArrowUp') next = (at - 1 + list.length) % list.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = list.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    } else if (e.key === 'Tab') {
      close(false);
      return;
    }
    if (next < 0) return;
    e.preventDefault();
    list.at(next)?.focus();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        title={title}
        disabled={disabled}
        data-state={open ? 'open' : 'closed'}
        className={buttonClass({ variant, size, className })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-50 mt-1 min-w-[8rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === value}
              tabIndex={-1}
              lang={o.lang}
              onClick={() => {
                close(true);
                onChange(o.value);
              }}
              className="relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-left text-sm outline-hidden select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
            >
              <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
                {o.value === value && <CheckIcon className="size-4" />}
              </span>
              {o.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
