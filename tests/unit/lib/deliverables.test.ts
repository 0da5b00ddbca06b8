import { describe, expect, it } from 'vitest';
import { deliverableItems } from '@/lib/deliverables';

describe('deliverableItems', () => {
  it('splits on line breaks (LF and CRLF), trims, drops blank lines', () => {
    expect(deliverableItems('Logo em 3 versões\r\n\n  Manual de marca  \n')).toEqual(['Logo em 3 versões', 'Manual de marca']);
  });
  it('gives nothing for an empty or blank text', () => {
    expect(deliverableItems('')).toEqual([]);
    expect(deliverableItems(' \n \r\n')).toEqual([]);
  });
  it('keeps a single line as one item', () => {
    expect(deliverableItems('Até 5 páginas responsivas')).toEqual(['Até 5 páginas responsivas']);
  });
  it('splits two filled lines joined by a bare LF (as a browser’s textarea sends them)', () => {
    expect(deliverableItems('Logo\nManual')).toEqual(['Logo', 'Manual']);
  });
});
