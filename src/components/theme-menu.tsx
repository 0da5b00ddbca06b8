'use client';

import { LaptopIcon, MoonIcon, SunIcon } from '@/components/menu-icons';
import { useTheme, type ThemeChoice } from '@/components/theme-provider';
import { RadioMenu } from '@/components/radio-menu';

export type ThemeMenuLabels = { toggle: string; light: string; dark: string; system: string };

/** The theme menu; its texts come from the server (theme-toggle.tsx), so it needs no next-intl. */
export function ThemeMenu({ labels }: { labels: ThemeMenuLabels }) {
  const t = (key: keyof ThemeMenuLabels) => labels[key];
  const { theme, setTheme } = useTheme();
  return (
    <RadioMenu
      value={theme}
      onChange={(v) => setTheme(v as ThemeChoice)}
      size="icon"
      aria-label={t('toggle')}
      title={t('toggle')}
      options={[
        {
          value: 'light',
          label: (
            <>
              <SunIcon /> {t('light')}
            </>
          ),
        },
        {
          value: 'dark',
          label: (
            <>
              <MoonIcon /> {t('dark')}
            </>
          ),
        },
        {
          value: 'system',
          label: (
            <>
              <LaptopIcon /> {t('system')}
            </>
          ),
        },
      ]}
      trigger={
        <>
          <SunIcon className="size-5 scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" />
          <MoonIcon className="absolute size-5 scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0" />
        </>
      }
    />
  );
}
