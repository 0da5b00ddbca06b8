import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_INIT_SCRIPT } from '@/lib/theme-init-script';

/** Runs the inline theme script against a saved choice and a system preference; returns what it set on <html>. */
function run(saved: string | null, systemDark: boolean, storageThrows = false) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === 'theme' ? saved : null;
    },
  };
  const window = { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' && systemDark }) };
  // The script as the browser runs it, with these three globals.
  runInNewContext(THEME_INIT_SCRIPT, { localStorage, window, document: { documentElement: root } });
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme };
}

describe('the inline theme script (before the first paint)', () => {
  it('applies the saved choice, whatever the system prefers', () => {
    expect(run('dark', false)).toEqual({ dark: true, colorScheme: 'dark' });
    expect(run('light', true)).toEqual({ dark: false, colorScheme: 'light' });
  });

  it("follows the system when nothing (or something unknown) is saved, as theme-provider's 'system' does", () => {
    expect(run(null, true)).toEqual({ dark: true, colorScheme: 'dark' });
    expect(run(null, false)).toEqual({ dark: false, colorScheme: 'light' });
    expect(run('purple', true)).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('never throws when storage is blocked (the page keeps its default light theme)', () => {
    expect(run(null, true, true)).toEqual({ dark: false, colorScheme: '' });
  });
});
