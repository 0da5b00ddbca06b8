import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Locale } from '@/i18n/locales';
import { LocaleLink } from '@/i18n/server-link';
import type { OnboardingStep } from '@/lib/onboarding';

/** The five first steps; hidden once all are done. Nothing awaited: rendered with the page, not streamed after it. */
export function OnboardingChecklist({ steps, locale }: { steps: OnboardingStep[]; locale: Locale }) {
  const t = useTranslations('dashboard.onboarding');
  const left = steps.filter((s) => !s.done).length;
  if (left === 0) return null;
  const done = steps.length - left;
  return (
    <Card data-testid="onboarding">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t('title')}</h2>
        </CardTitle>
        <CardDescription>{t('remaining', { count: left })}</CardDescription>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-5">
          {steps.map((s) => (
            <li key={s.id}>
              <LocaleLink
                href={s.href}
                locale={locale}
                className="flex h-full items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent data-[done=true]:text-muted-foreground"
                data-done={s.done}
              >
                {s.done ? (
                  <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <CircleIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                {/* A finished step says so in words beside its check (no strike-through, which reads as deleted). */}
                <span className="grid">
                  <span className={s.done ? undefined : 'font-medium'}>{t(s.id)}</span>
                  {s.done ? (
                    <span className="text-xs" data-testid="onboarding-done">
                      {t('done')}
                    </span>
                  ) : (
                    <span className="sr-only">({t('todo')})</span>
                  )}
                </span>
              </LocaleLink>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
