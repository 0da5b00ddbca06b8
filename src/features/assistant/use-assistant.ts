'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, type AssistantContext, replyFor, replyValues, type ReplyLink } from './faq';
import { loadFaqSearch } from './faq-loader';

export type ChatMessage = { id: number; text: string; isBot: boolean; links?: ReplyLink[] };
export type Conversation = {
  messages: ChatMessage[];
  /** A reply is on its way (the typing indicator shows). */
  pending: boolean;
  /** Appends the question and, after 1 s, the FAQ's reply; false (and nothing sent) when blank or pending. */
  ask: (text: string) => boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

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
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function answer(text: string) {
    const values = replyValues(locale);
    let topic = null;
    try {
      const search = await loadFaqSearch(locale, (k) => t(`replies.${k}`, values));
      topic = search.match(text)?.topic ?? null;
    } catch (error) {
      // The search could not load (offline): the support answer is still right.
      console.error('[assistant] the FAQ search did not load', error);
    }
    return replyFor(topic, context);
  }

  function ask(input: string): boolean {
    const text = input.trim();
    if (!text || pending) return false;
    setMessages((m) => [...m, { id: nextId.current++, text, isBot: false }]);
    setPending(true);
    // The typing indicator shows for at least the reply delay, while the search loads and answers.
    void Promise.all([answer(text), wait(ASSISTANT_REPLY_DELAY_MS)]).then(([reply]) => {
      if (!mounted.current) return;
      const values = replyValues(locale);
      const replyText = reply.topic === 'fallback' ? t('fallback', values) : t(`replies.${reply.topic}`, values);
      setMessages((m) => [...m, { id: nextId.current++, text: replyText, isBot: true, links: reply.links }]);
      setPending(false);
    });
    return true;
  }

  return { messages, pending, ask };
}
