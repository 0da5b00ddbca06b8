// The assistant's search: MiniSearch (BM25 ranking, with prefix and fuzzy matching) over each FAQ
// entry's questions and its answer, in the conversation's language. Below a confidence threshold
// there is no answer (null), and the assistant says it does not know and points to support.
import MiniSearch from 'minisearch';
import type { Locale } from '@/i18n/routing';
import type { ReplyTopic } from './faq';
import { faqTerm } from './faq-text';

/** The ways people ask for each entry, in one language (faq-questions/<locale>.ts). */
export type FaqQuestions = Record<ReplyTopic, string[]>;
/** Each entry's answer as the person reads it (messages/faq-replies/<locale>.json, with their figures). */
export type FaqAnswers = Record<ReplyTopic, string>;
export type FaqMatch = { topic: ReplyTopic; score: number; coverage: number };

type Entry = { id: ReplyTopic; questions: string; answer: string };

/**
 * The confidence rule, tuned on the fixture of real questions (tests/unit/features/assistant/):
 * half of the question's meaningful words found in the chosen entry with a score of MIN_SCORE
 * (a single fuzzy or prefix hit on a common stem scores below it), or a third of them with a
 * strong score (a rare word of the entry, like "reembolso", in a longer question).
 */
export const MIN_SCORE = 3;
export const STRONG_SCORE = 9;

function confident({ score, coverage }: FaqMatch): boolean {
  return (coverage >= 0.5 && score >= MIN_SCORE) || (coverage >= 0.33 && score >= STRONG_SCORE);
}

export type FaqSearch = {
  /** The best entry for a question, or null when the FAQ has no confident answer. */
  match: (question: string) => FaqMatch | null;
  /** Every entry with its score, best first (for tests and tuning). */
  rank: (question: string) => FaqMatch[];
};

/** Words of a text: split on spaces, punctuation and symbols ("valor/hora", "R$", "×"). */
const tokenize = (text: string) => text.split(/[\s\p{P}\p{S}]+/u);

export function createFaqSearch(locale: Locale, questions: FaqQuestions, answers: FaqAnswers): FaqSearch {
  const processTerm = (term: string) => faqTerm(term, locale);
  const index = new MiniSearch<Entry>({
    fields: ['questions', 'answer'],
    tokenize,
    processTerm,
    searchOptions: {
      processTerm,
      // The questions say what an entry is about; the answer adds its vocabulary with less weight.
      boost: { questions: 2, answer: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(
    (Object.keys(questions) as ReplyTopic[]).map((id) => ({ id, questions: questions[id].join('\n'), answer: answers[id] })),
  );

  function rank(question: string): FaqMatch[] {
    const asked = new Set(
      tokenize(question)
        .map(processTerm)
        .filter((t): t is string => t !== null),
    );
    if (asked.size === 0) return [];
    return index.search(question).map((r) => ({
      topic: r.id as ReplyTopic,
      score: r.score,
      coverage: new Set(r.queryTerms).size / asked.size,
    }));
  }

  function match(question: string): FaqMatch | null {
    const best = rank(question).at(0);
    return best && confident(best) ? best : null;
  }

  return { match, rank };
}
