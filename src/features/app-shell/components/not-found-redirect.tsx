'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-classes';
import { localizedPath } from '@/i18n/localized-path';
import type { Locale } from '@/i18n/locales';

export const NOT_FOUND_REDIRECT_MS = 2000;

/**
 * After 2 s, leaves the not-found page for the dashboard (signed in) or the home page, in the
 * page's language (`locale`, from the server: no next-intl navigation in every page's boundary).
 */
export function NotFoundRedirect({ label, goNow, locale }: { label: string; goNow: string; locale: Locale }) {
  const router = useRouter();
  const [target, setTarget] = useState<string>(localizedPath('/', locale));

  useEffect(() => {
    let cancelled = false;
    // A plain fetch: this boundary ships with every page, the auth client would weigh on all of them.
    const session = fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : null))
      .then((data: unknown) => localizedPath(data ? '/app/dashboard' : '/', locale))
      .catch(() => localizedPath('/', locale));
    // void: the session promise never rejects (its catch answers the home page).
    void session.then((t) => !cancelled && setTarget(t));
    const id = setTimeout(() => {
      void session.then((destination) => {
        if (!cancelled) router.replace(destination);
      });
    }, NOT_FOUND_REDIRECT_MS);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, [router, locale]);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
      {/* A plain link (a full load, as the error card's): next/link's code would be copied into
          this boundary's chunk, which every page loads (issue 17). */}
      <a href={target} className={buttonClass({ variant: 'outline' })}>
        {goNow}
      </a>
    </div>
  );
}
