import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { catalogues } from './messages';
import { routing } from './routing';
import { TIME_ZONE } from '@/lib/time-zone';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: catalogues[locale], timeZone: TIME_ZONE };
});
