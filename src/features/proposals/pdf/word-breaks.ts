// Where react-pdf may end a line inside a word. Its hyphenation callback (fonts.ts) returns the
// parts of each word; an empty part between two parts is zero-width glue, a break that adds nothing.
// Without it react-pdf broke words only at hyphenation points, adding a '-', and a word too long for
// its column (a long e-mail, URL or code) ran past the column, over the next one or cut off at the
// page edge: 'atendimento.comercial@padariaconceicaodobairro.com.br' came out as
// '…@padariaconceicaodobair' in the client column of the basic PDF.

/**
 * Words up to this length stay whole, as before: the narrowest column holds about 27 characters and
 * a slightly longer word only reaches into its padding ('joao@padariaconceicao.com.br', 28).
 */
const LONG_WORD = 30;
/** A long word may break after a run of these (where a URL, e-mail or path reads well cut: 'https://', 'com.')… */
const BREAK_AFTER = /(?<=[/.@_?&=#:;,+~|\\-])(?![/.@_?&=#:;,+~|\\-])/u;
/** …and inside a stretch that runs longer than this without one. */
const PIECE = 12;
/** A tail this short stays with what comes before it ('.br', '/x'), never alone on a line. */
const SHORT_TAIL = 3;

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** A stretch cut into pieces of at most PIECE graphemes, of even length (never a letter apart from its accent). */
function pieces(stretch: string): string[] {
  const chars = Array.from(graphemes.segment(stretch), (g) => g.segment);
  const count = Math.ceil(chars.length / PIECE);
  const size = Math.ceil(chars.length / count);
  return Array.from({ length: count }, (_, i) => chars.slice(i * size, (i + 1) * size).join(''));
}

/**
 * The parts of one word for react-pdf: spaces as they are, a word up to LONG_WORD whole, a longer
 * one in pieces. Each part is followed by an empty one, so react-pdf never adds a hyphen: it puts a
 * hyphenation point only between two non-empty parts, which also happened where a text starting
 * with punctuation met its first letter ('</title>' became '</-title>', react-pdf issue #1418).
 */
export function wordParts(word: string): string[] {
  if (!word.trim()) return [word];
  if (word.length <= LONG_WORD) return [word, ''];
  const stretches = word.split(BREAK_AFTER);
  if (stretches.length > 1 && stretches.at(-1)!.length <= SHORT_TAIL) {
    const tail = stretches.pop()!;
    stretches.push(stretches.pop()! + tail);
  }
  return stretches.flatMap(pieces).flatMap((part) => [part, '']);
}
