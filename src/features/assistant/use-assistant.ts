'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, type AssistantContext, replyFor, replyValues, type ReplyLink } from './faq';

export type ChatMessage = { id: number; text: string; isBot: boolean; links?: ReplyLink[] };
export type Conversation = {
  messages: ChatMessage[];
  /** A reply is on its way (the typing indicator shows). */
  pending: boolean;
  /** Appends the question and, after 1 s, the canned reply; false (and nothing sent) when blank or pending. */
  ask: (text: string) => boolean;
};

/**
 * One conversation with the local assistant. It lives in whoever calls this hook, so the floating
 * bubble keeps the conversation (and a pending reply) while its panel is closed.
 */
export function useAssistant(context: AssistantContext): Conversation {
  const t = useTranslations('proAtende');
  const locale = useLocale();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, text: t(context === 'app' ? 'greetingApp' : 'greeting'), isBot: true },
  ]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function ask(input: string): boolean {
    const text = input.trim();
    if (!text || pending) return false;
    setMessages((m) => [...m, { id: nextId.current++, text, isBot: false }]);
    setPending(true);
    timer.current = window.setTimeout(() => {
      const reply = replyFor(text, context);
      const values = replyValues(locale);
      const replyText = reply.topic === 'fallback' ? t('fallback', values) : t(`replies.${reply.topic}`, values);
      setMessages((m) => [...m, { id: nextId.current++, text: replyText, isBot: true, links: reply.links }]);
      setPending(false);
    }, ASSISTANT_REPLY_DELAY_MS);
    return true;
  }

  return { messages, pending, ask };
}
