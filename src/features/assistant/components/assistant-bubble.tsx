'use client';

import { BotIcon, MessageCircleIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAssistant } from '../use-assistant';
import { ChatView } from './chat';

/**
 * The floating assistant of every app page: a bubble at the bottom right opening a non-modal
 * dialog with the same local assistant as /pro-atende. Non-modal, so the page stays usable beside
 * it; Escape closes it and focus returns to the bubble. The conversation lives here, so closing
 * the panel (or navigating inside the app) keeps it, a pending reply included.
 */
export function AssistantBubble() {
  const t = useTranslations('app.assistant');
  const chat = useTranslations('proAtende');
  const conversation = useAssistant('app');
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const tucked = useTuckedWhileReading(open);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
      <DialogPrimitive.Trigger asChild>
        <Button
          type="button"
          size="icon"
          aria-label={open ? t('close') : t('open')}
          data-testid="assistant-bubble"
          data-tucked={tucked || undefined}
          tabIndex={tucked ? -1 : undefined}
          className={cn(
            'fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg transition-[translate,opacity] duration-200 sm:right-6 sm:bottom-6 sm:size-14 print:hidden',
            tucked && 'pointer-events-none translate-y-24 opacity-0',
          )}
        >
          {open ? <XIcon className="size-6" /> : <MessageCircleIcon className="size-6" />}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={panel}
          onOpenAutoFocus={(event) => {
            // Straight to the message box, not to the first link of the greeting.
            event.preventDefault();
            panel.current?.querySelector('textarea')?.focus();
          }}
          className="fixed right-4 bottom-20 z-40 flex h-[min(34rem,calc(100dvh-7rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl duration-200 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:slide-in-from-bottom-4 sm:right-6 sm:bottom-24 sm:w-96"
        >
          <div className="flex items-center gap-3 border-b bg-primary/5 px-4 py-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
              <BotIcon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid min-w-0">
              <DialogPrimitive.Title className="leading-tight font-semibold">{chat('botName')}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="truncate text-xs text-muted-foreground">
                {t('subtitle')}
              </DialogPrimitive.Description>
            </div>
          </div>
          <ChatView conversation={conversation} variant="panel" onLinkClick={() => setOpen(false)} className="flex-1" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const PHONE = '(max-width: 767px)';

/**
 * On a phone the bubble would sit on the text being read: it slides away while the page scrolls
 * down and comes back on the way up, near the top, and at the end (where the page's bottom padding
 * keeps it clear of every control). Never while its panel is open.
 */
function useTuckedWhileReading(open: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (open) return;
    const phone = window.matchMedia(PHONE);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = Math.ceil(y + window.innerHeight) >= document.documentElement.scrollHeight - 2;
      if (!phone.matches || y < 80 || atEnd) setTucked(false);
      else if (y > last + 4) setTucked(true);
      else if (y < last - 4) setTucked(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      // Opening the panel (or leaving) starts the next reading untucked.
      setTucked(false);
    };
  }, [open]);
  return !open && tucked;
}
