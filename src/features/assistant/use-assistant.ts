'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, type AssistantContext, replyFor, replyValues, type ReplyLink } from './faq';
import { loadFaq } from './faq-loader';

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

  /** The reply to a question and its text: the FAQ entry the search finds, or the support answer. */
  async function answer(text: string): Promise<{ text: string; links: ReplyLink[] }> {
    try {
      const faq = await loadFaq(locale);
      const reply = replyFor(faq.search.match(text)?.topic ?? null, context);
      if (reply.topic !== 'fallback') return { text: faq.answers[reply.topic], links: reply.links };
    } catch (error) {
      // The FAQ could not load (offline): the support answer is still right.
      console.error('[assistant] the FAQ did not load', error);
    }
    return { text: t('fallback', replyValues(locale)), links: replyFor(null, context).links };
  }

  function ask(input: string): boolean {
    const text = input.trim();
    if (!text || pending) return false;
    setMessages((m) => [...m, { id: nextId.current++, text, isBot: false }]);
    setPending(true);
    // The typing indicator shows for at least the reply delay, while the FAQ loads and answers.
    void Promise.all([answer(text), wait(ASSISTANT_REPLY_DELAY_MS)]).then(([reply]) => {
      if (!mounted.current) return;
      setMessages((m) => [...m, { id: nextId.current++, text: reply.text, isBot: true, links: reply.links }]);
      setPending(false);
    });
    return true;
  }

  return { messages, pending, ask };
}
