'use client';

import { BotIcon, SendIcon, UserIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { ASSISTANT_REPLY_DELAY_MS, replyFor, type ReplyLink } from '../faq';

type Message = { id: number; text: string; isBot: boolean; links?: ReplyLink[] };

/**
 * The assistant chat: the message is appended, a typing indicator shows for 1 s, then the canned
 * reply. Send is disabled while the input is blank or a reply is pending; Enter sends, Shift+Enter
 * breaks the line.
 */
export function Chat({ className }: { className?: string }) {
  const t = useTranslations('proAtende');
  const [messages, setMessages] = useState<Message[]>([{ id: 0, text: t('greeting'), isBot: true }]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const listRef = useRef<HTMLOListElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages, pending]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const text = input.trim();
    if (!text || pending) return;
    setMessages((m) => [...m, { id: nextId.current++, text, isBot: false }]);
    setInput('');
    setPending(true);
    timer.current = window.setTimeout(() => {
      const reply = replyFor(text);
      const replyText = reply.topic === 'fallback' ? t('fallback') : t(`replies.${reply.topic}`);
      setMessages((m) => [...m, { id: nextId.current++, text: replyText, isBot: true, links: reply.links }]);
      setPending(false);
    }, ASSISTANT_REPLY_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <div className={cn('flex min-h-0 flex-col rounded-2xl border bg-card shadow-sm', className)}>
      <ol
        ref={listRef}
        aria-label={t('chatLabel')}
        aria-live="polite"
        className="flex min-h-72 flex-1 flex-col gap-3 overflow-y-auto p-4"
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
                  {m.links.map((l) => (
                    <Link key={l.key} href={l.href} className="font-medium text-primary underline underline-offset-4">
                      {t(`links.${l.key}`)}
                    </Link>
                  ))}
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
        <label htmlFor="chat-input" className="sr-only">
          {t('placeholder')}
        </label>
        <textarea
          id="chat-input"
          rows={1}
          maxLength={500}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-describedby="chat-hint"
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        />
        <Button type="submit" size="icon" className="size-10" disabled={!input.trim() || pending} aria-label={t('send')}>
          <SendIcon />
        </Button>
      </form>
      <p id="chat-hint" className="px-4 pb-3 text-xs text-muted-foreground">
        {t('hint')}
      </p>
    </div>
  );
}
