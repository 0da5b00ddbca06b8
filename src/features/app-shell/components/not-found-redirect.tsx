'use client';

import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-classes';
import { Link, useRouter } from '@/i18n/navigation';

export const NOT_FOUND_REDIRECT_MS = 2000;

/** After 2 s, leaves the not-found page for the dashboard (signed in) or the home page. */
export function NotFoundRedirect({ label, goNow }: { label: string; goNow: string }) {
  const router = useRouter();
  const [target, setTarget] = useState<string>('/');

  useEffect(() => {
    let cancelled = false;
    // A plain fetch: this boundary ships with every page, the auth client would weigh on all of them.
    const session = fetch('/api/auth/get-session', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : null))
      .then((data: unknown) => (data ? '/app/dashboard' : '/'))
      .catch(() => '/');
    // void: the session promise never rejects (its catch answers '/').
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
  }, [router]);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
      <Link href={target} className={buttonClass({ variant: 'outline' })}>
        {goNow}
      </Link>
    </div>
  );
}
