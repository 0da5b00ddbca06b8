// Codes that must be read or copied exactly (the SHA-256 hash, the Pix payload, a user agent) are set
// in Courier, one of PDF's standard fonts: every glyph is 0.6 em wide, so how many fit on a line is
// known before layout. react-pdf never breaks inside a word here (fonts.ts turns hyphenation off, and
// a hyphenation break would add a '-' to text that must be copied as is), so long codes are cut into
// lines by these functions instead of overflowing the page.

export const MONO_FONT_FAMILY = 'Courier';

const ADVANCE_EM = 0.6;

/** Characters of Courier at `fontSize` that fit in `width` points. */
export function monoLineCapacity(width: number, fontSize: number): number {
  return Math.max(1, Math.floor(width / (ADVANCE_EM * fontSize)));
}

/** The text cut every `perLine` characters, nothing added or removed: joined, the lines give it back. */
export function monoChunks(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += perLine) lines.push(text.slice(i, i + perLine));
  return lines;
}

/** Prose-like wrapping at spaces, for text that has them; a word longer than a line is cut. */
export function monoWrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length <= perLine) {
      line += ` ${word}`;
      continue;
    }
    if (line) lines.push(line);
    const pieces = monoChunks(word, perLine);
    line = pieces.pop()!;
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}
