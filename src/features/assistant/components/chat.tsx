'use client';

import { BotIcon, SendIcon, UserIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { type Conversation, useAssistant } from '../use-assistant';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/** The chat of the public /pro-atende page, with a conversation of its own. */
export function Chat({ className }: { className?: string }) {
  return <ChatView conversation={useAssistant('site')} className={className} />;
}

/**
 * The assistant chat: the message is appended, a typing indicator shows for 1 s, then the canned
 * reply. Send is disabled while the input is blank or a reply is pending; Enter sends, Shift+Enter
 * breaks the line. `panel` is the compact look inside the app's floating bubble.
 */
export function ChatView({
  conversation,
  variant = 'page',
  onLinkClick,
  className,
}: {
  conversation: Conversation;
  variant?: 'page' | 'panel';
  onLinkClick?: () => void;
  className?: string;
}) {
  const t = useTranslations('proAtende');
  const { messages, pending, ask } = conversation;
  const [input, setInput] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages, pending]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (ask(input)) setInput('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <div className={cn('flex min-h-0 flex-col', variant === 'page' && 'rounded-2xl border bg-card shadow-sm', className)}>
      <ol
        ref={listRef}
        aria-label={t('chatLabel')}
        aria-live="polite"
        className={cn('flex flex-1 flex-col gap-3 overflow-y-auto p-4', variant === 'page' && 'min-h-72')}
      >
        {messages.map((m) => (
          <li key={m.id} className={cn('flex items-end gap-2', !m.isBot && 'flex-row-reverse')}>
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full',
                m.isBot ? 'bg-primary/15 text-primary' : 'bg-secondary',
              )}
              aria-hidden="true"
            >
              {m.isBot ? <BotIcon className="size-4" /> : <UserIcon className="size-4" />}
            </span>
            <div
              className={cn(
                'grid max-w-[80%] gap-2 rounded-2xl px-4 py-2.5 text-sm whitespace-pre-wrap',
                m.isBot ? 'bg-muted' : 'bg-primary text-primary-foreground',
              )}
            >
              <span className="sr-only">{m.isBot ? t('botName') : t('you')}: </span>
              {m.text}
              {m.links && m.links.length > 0 && (
                <span className="flex flex-wrap gap-2">
                  {m.links.map((l) =>
                    // The support e-mail is not a page of the app: a plain link.
                    l.href.startsWith('mailto:') ? (
                      <a key={l.key} href={l.href} onClick={onLinkClick} className={LINK_CLASS}>
                        {t(`links.${l.key}`)}
                      </a>
                    ) : (
                      <Link key={l.key} href={l.href} onClick={onLinkClick} className={LINK_CLASS}>
                        {t(`links.${l.key}`)}
                      </Link>
                    ),
                  )}
                </span>
              )}
            </div>
          </li>
        ))}
        {pending && (
          <li className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <span className="flex size-8 items-center justify-center rounded-full bg-primary/15 text-primary" aria-hidden="true">
              <BotIcon className="size-4" />
            </span>
            <span className="inline-flex items-center gap-1">
              {t('typing')}
              <span className="inline-flex gap-0.5" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-current motion-reduce:animate-none" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms] motion-reduce:animate-none" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms] motion-reduce:animate-none" />
              </span>
            </span>
          </li>
        )}
      </ol>
      <form onSubmit={send} className="flex items-end gap-2 border-t p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('placeholder')}
        </label>
        <textarea
          id={inputId}
          rows={1}
          maxLength={500}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring md:text-sm"
        />
        <Button type="submit" size="icon" className="size-10" disabled={!input.trim() || pending} aria-label={t('send')}>
          <SendIcon />
        </Button>
      </form>
      <p id={hintId} className={cn('px-4 pb-3 text-xs text-muted-foreground', variant === 'panel' && 'pb-2')}>
        {t('hint')}
      </p>
    </div>
  );
}
