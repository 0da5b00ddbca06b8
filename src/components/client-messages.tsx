import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type ClientMessagesRoute, routeMessages } from '@/i18n/client-messages';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { TIME_ZONE } from '@/lib/time-zone';

/**
 * The messages the client components of one route folder translate (src/i18n/client-messages.ts),
 * for what it wraps: a layout or page sends these instead of the whole client catalogue.
 */
export async function ClientMessages({ route, children }: { route: ClientMessagesRoute; children: ReactNode }) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  return (
    <NextIntlClientProvider locale={locale} messages={routeMessages(locale, route)} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
