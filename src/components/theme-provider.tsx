'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Light, dark or system (default); the choice is kept in localStorage under "theme". */
export function ThemeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" nonce={nonce} disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
