// Loads one language's FAQ (its questions, its reply texts) and builds its search, on the first
// question asked: MiniSearch, the phrasings and the replies stay out of the page's first bundle and
// out of the messages every page sends, and only the conversation's language loads.
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { REPLY_TOPICS, replyValues, type ReplyTopic } from './faq';
import type { FaqAnswers, FaqQuestions, FaqSearch } from './faq-search';

type FaqReplies = Record<ReplyTopic, string>;

const QUESTIONS: Record<Locale, () => Promise<{ questions: FaqQuestions }>> = {
  'pt-BR': () => import('./faq-questions/pt-BR'),
  en: () => import('./faq-questions/en'),
  es: () => import('./faq-questions/es'),
  de: () => import('./faq-questions/de'),
};

// The reply texts are a catalogue of their own (messages/faq-replies/<locale>.json, checked with the
// others by `npm run check:i18n`): a page's messages never carry them, and a JSON module is bundled
// whole, so they could not be imported from the language's main catalogue without all of it.
const REPLIES: Record<Locale, () => Promise<{ default: FaqReplies }>> = {
  'pt-BR': () => import('../../../messages/faq-replies/pt-BR.json'),
  en: () => import('../../../messages/faq-replies/en.json'),
  es: () => import('../../../messages/faq-replies/es.json'),
  de: () => import('../../../messages/faq-replies/de.json'),
};

/** One language's FAQ: the search, and each entry's reply as the person reads it (with its figures). */
export type Faq = { search: FaqSearch; answers: FaqAnswers };

const built = new Map<Locale, Promise<Faq>>();

/** The FAQ for `locale`, built once per page. */
export function loadFaq(locale: Locale): Promise<Faq> {
  let faq = built.get(locale);
  if (!faq) {
    faq = Promise.all([import('./faq-search'), QUESTIONS[locale](), REPLIES[locale]()]).then(
      ([{ createFaqSearch }, { questions }, { default: replies }]) => {
        const t = createTranslator({ locale, messages: { replies }, namespace: 'replies' });
        const values = replyValues(locale);
        const answers = Object.fromEntries(REPLY_TOPICS.map((topic) => [topic, t(topic, values)])) as FaqAnswers;
        return { search: createFaqSearch(locale, questions, answers), answers };
      },
    );
    // A failed load (offline) is not kept: the next question tries again.
    faq.catch(() => built.delete(locale));
    built.set(locale, faq);
  }
  return faq;
}
