'use client';

import { RotateCcwIcon } from '@/components/error-icons';
import { useParams, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { Brand } from '@/components/brand';
import { errorDigest, SHELL_TEXTS } from '@/components/shell-texts';
import { buttonClass } from '@/components/ui/button-classes';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** What Next.js hands an error boundary: the error, with the digest the server logged it under. */
export type BoundaryError = Error & { digest?: string };

/**
 * A page that failed, said in the page's language with the app's card and buttons: try again
 * (renders the segment again from the server) or leave for a page that works. The digest is what
 * the server logged the failure under, shown small so a support request can quote it; the browser
 * logs it too (production builds hide the server's message from the browser). Its texts are
 * shell-texts.ts's, not next-intl's: every page loads this boundary (issue 17). The language is the
 * address's ([locale]), or `locale` where there is none (the root's last boundary).
 */
export function ErrorCard({
  error,
  reset,
  home,
  locale: given,
}: {
  error: BoundaryError;
  reset: () => void;
  home: 'site' | 'dashboard';
  locale?: Locale;
}) {
  const params = useParams<{ locale?: string }>();
  const locale = given ?? (isLocale(params.locale) ? params.locale : defaultLocale);
  const t = SHELL_TEXTS[locale].errorPage;
  // pt-BR has no prefix (localePrefix 'as-needed').
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  useEffect(() => {
    console.error('[error boundary]', error.digest ?? 'no digest', error);
  }, [error]);
  const retry = () =>
    startRetry(() => {
      router.refresh();
      reset();
    });
  return (
    // The card's markup without ui/card.tsx and ui/button.tsx, whose tailwind-merge would load with
    // every page (the boundary's code comes with its layout).
    <div
      data-slot="card"
      className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm"
      role="alert"
      data-testid="error-boundary"
    >
      <div data-slot="card-content" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <Brand />
        <h1 className="text-xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.body}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" className={buttonClass()} onClick={retry} disabled={retrying}>
            <RotateCcwIcon aria-hidden="true" />
            {t.retry}
          </button>
          {/* A full load: after a failure, nothing of the broken page's state is kept. */}
          <a
            href={home === 'dashboard' ? `${prefix}/app/dashboard` : prefix || '/'}
            className={buttonClass({ variant: 'outline' })}
          >
            {home === 'dashboard' ? t.dashboard : t.home}
          </a>
        </div>
        {error.digest && (
          <p className="text-xs text-muted-foreground" data-testid="error-digest">
            {errorDigest(locale, error.digest)}
          </p>
        )}
      </div>
    </div>
  );
}
