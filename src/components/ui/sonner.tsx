'use client';

import { useTranslations } from 'next-intl';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/components/theme-provider';

function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const t = useTranslations('common');
  return (
    <Sonner
      // The notifications region's name, with its keyboard shortcut, in the page's language.
      customAriaLabel={t('notifications')}
      theme={resolvedTheme}
      className="toaster group"
      richColors
      closeButton
      position="top-center"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
