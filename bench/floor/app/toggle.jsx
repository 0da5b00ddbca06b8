'use client';
// A small interactive island, as the product's pages have many (menus, forms, dialogs' triggers).
import { useState } from 'react';

export function Toggle({ label, hint, className }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} title={hint} className={className} onClick={() => setOn(!on)}>
      {label}: {on ? 'on' : 'off'}
    </button>
  );
}
