// Loads one language's FAQ questions and builds its search, on the first question asked: MiniSearch
// and the phrasings stay out of the page's first bundle, and only the conversation's language loads.
import type { Locale } from '@/i18n/routing';
import { REPLY_TOPICS, type ReplyTopic } from './faq';
import type { FaqAnswers, FaqQuestions, FaqSearch } from './faq-search';

const QUESTIONS: Record<Locale, () => Promise<{ questions: FaqQuestions }>> = {
  'pt-BR': () => import('./faq-questions/pt-BR'),
  en: () => import('./faq-questions/en'),
  es: () => import('./faq-questions/es'),
  de: () => import('./faq-questions/de'),
};

const built = new Map<Locale, Promise<FaqSearch>>();

/** The FAQ search for `locale`, built once per page; `answer` gives each entry's reply text. */
export function loadFaqSearch(locale: Locale, answer: (topic: ReplyTopic) => string): Promise<FaqSearch> {
  let search = built.get(locale);
  if (!search) {
    search = Promise.all([import('./faq-search'), QUESTIONS[locale]()]).then(([{ createFaqSearch }, { questions }]) => {
      const answers = Object.fromEntries(REPLY_TOPICS.map((t) => [t, answer(t)])) as FaqAnswers;
      return createFaqSearch(locale, questions, answers);
    });
    // A failed load (offline) is not kept: the next question tries again.
    search.catch(() => built.delete(locale));
    built.set(locale, search);
  }
  return search;
}
