import { describe, expect, it } from 'vitest';
import { wordParts } from '@/features/proposals/pdf/word-breaks';

// The parts react-pdf may break a word into (fonts.ts registers wordParts as its hyphenation
// callback): an empty part after each piece is a break that adds no hyphen.

const pieces = (word: string) => wordParts(word).filter(Boolean);

describe('wordParts', () => {
  it('gives the same text back, whole, whatever the word', () => {
    for (const word of [
      'Ana',
      'joao@padariaconceicao.com.br',
      '</title><script>alert(28)</script>',
      'https://exemplo.com/a/b?c=d&e=f#g',
      'x'.repeat(100),
    ])
      expect(wordParts(word).join('')).toBe(word);
  });

  it('never puts two text parts side by side (react-pdf adds a hyphen only between two)', () => {
    for (const word of ['Ana', 'Conceição', 'atendimento.comercial@padariaconceicaodobairro.com.br', 'a'.repeat(60)]) {
      const parts = wordParts(word);
      parts.forEach((part, i) => expect(part === '' || parts[i + 1] === '', `${word} at ${i}`).toBe(true));
    }
  });

  it('leaves spaces and words up to 30 characters whole', () => {
    expect(wordParts('   ')).toEqual(['   ']);
    expect(wordParts('Conceição')).toEqual(['Conceição', '']);
    expect(wordParts('joao@padariaconceicao.com.br')).toEqual(['joao@padariaconceicao.com.br', '']);
  });

  it('lets a long e-mail or URL break after its punctuation, never leaving a short tail alone', () => {
    expect(pieces('atendimento.comercial@padariaconceicaodobairro.com.br')).toEqual([
      'atendimento.',
      'comercial@',
      'padariaco',
      'nceicaodo',
      'bairro.',
      'com.br',
    ]);
    expect(pieces('https://www.anasouzaestudiodigital.com.br/portfolio')).toEqual([
      'https://',
      'www.',
      'anasouzaestu',
      'diodigital.',
      'com.',
      'br/',
      'portfolio',
    ]);
  });

  it('cuts a long stretch without punctuation in even pieces of at most 12 characters, accents kept with their letter', () => {
    expect(pieces('a'.repeat(36)).map((p) => p.length)).toEqual([12, 12, 12]);
    expect(pieces('a'.repeat(31)).map((p) => p.length)).toEqual([11, 11, 9]);
    const nfd = 'ação'.normalize('NFD').repeat(10); // 40 characters as 'a', 'c', a cedilla mark, …
    for (const piece of pieces(nfd)) expect(piece.normalize('NFD')).toBe(piece.normalize('NFC').normalize('NFD'));
    expect(pieces(nfd).every((p) => !/^\p{M}/u.test(p))).toBe(true);
  });
});
