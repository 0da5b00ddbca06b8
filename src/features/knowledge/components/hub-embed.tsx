import { ExternalLinkIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';

/**
 * The configured Knowledge Hub page, framed. The sandbox lets it run its own scripts and keep its
 * own origin (a notes page needs both) and open links in new tabs; it gets no forms, no top
 * navigation and no downloads. Its origin is this page's only CSP frame source (src/proxy.ts).
 */
export async function HubEmbed({ url }: { url: string }) {
  const t = await getTranslations('knowledge.embed');
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          {t('openNewTab')}
        </a>
      </div>
      {/* As tall as the screen allows, ending above the assistant bubble. */}
      <iframe
        src={url}
        title={t('title')}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-[calc(100dvh-20rem)] min-h-[28rem] w-full rounded-xl border bg-white"
      />
    </div>
  );
}
