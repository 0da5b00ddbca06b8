import { getTranslations } from 'next-intl/server';
import { ThemeMenu } from '@/components/theme-menu';

/** The header's theme menu, translated on the server (no next-intl in the browser, issue 17). */
export async function ThemeToggle() {
  const t = await getTranslations('common.theme');
  return <ThemeMenu labels={{ toggle: t('toggle'), light: t('light'), dark: t('dark'), system: t('system') }} />;
}
