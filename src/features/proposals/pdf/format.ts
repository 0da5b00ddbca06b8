// Labels and formatters for one render, in the requested language. Outside any request (scripts,
// tests), so the catalogue is read directly instead of through next-intl's request config.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatBRL } from '@/lib/money';
import { TIME_ZONE } from '@/lib/time-zone';

function createPdfTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'proposalPdf' });
}

export type PdfTranslator = ReturnType<typeof createPdfTranslator>;

export type PdfFormat = {
  locale: Locale;
  t: PdfTranslator;
  money: (cents: number) => string;
  hours: (hours: number) => string;
  /** An instant, as a date on Brazil's calendar (21/11/2026 in pt-BR). */
  instant: (date: Date) => string;
  /** An instant, as the time of day in Brasília, to the second (14:05:09 in pt-BR). */
  time: (date: Date) => string;
  /** A calendar date 'YYYY-MM-DD', as written in the locale. */
  calendarDate: (isoDate: string) => string;
};

const cache = new Map<Locale, PdfFormat>();

export function pdfFormat(locale: Locale): PdfFormat {
  const cached = cache.get(locale);
  if (cached) return cached;
  const t = createPdfTranslator(locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const dateOptions = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  // Proposals are made in Brazil: the moment a proposal was issued is shown on Brazil's calendar.
  const instantFormat = new Intl.DateTimeFormat(locale, { ...dateOptions, timeZone: TIME_ZONE });
  const timeFormat = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE,
  });
  const calendarFormat = new Intl.DateTimeFormat(locale, { ...dateOptions, timeZone: 'UTC' });
  const format: PdfFormat = {
    locale,
    t,
    money: (cents) => formatBRL(cents, locale),
    hours: (hours) => t('hoursValue', { hours: number.format(hours) }),
    instant: (date) => instantFormat.format(date),
    time: (date) => timeFormat.format(date),
    calendarDate: (isoDate) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
      if (!match) return isoDate;
      return calendarFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
    },
  };
  cache.set(locale, format);
  return format;
}
