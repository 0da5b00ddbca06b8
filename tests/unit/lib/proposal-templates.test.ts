import { describe, expect, it } from 'vitest';
import { proposalTotals } from '@/lib/proposal-pricing';
import { BUILT_IN_TEMPLATES, builtInContent, builtInTemplate, TEMPLATE_LANGUAGES } from '@/lib/proposal-templates';

describe('Valora’s web-project templates', () => {
  it('are written in the four languages, every text filled and distinct per language where it is a sentence', () => {
    for (const template of BUILT_IN_TEMPLATES) {
      for (const language of TEMPLATE_LANGUAGES) {
        const content = builtInContent(template, language, 3864);
        expect(content.title.trim()).not.toBe('');
        expect(content.description.trim()).not.toBe('');
        for (const line of content.lines) {
          expect(line.name.trim()).not.toBe('');
          expect(line.section.trim()).not.toBe('');
        }
      }
      expect(new Set(TEMPLATE_LANGUAGES.map((l) => template.description[l])).size).toBe(4);
    }
  });

  it('follow the catalogue’s hours (base hours × complexity) and price each hour at the given rate', () => {
    const required = (id: string) =>
      builtInTemplate(id)!
        .lines.filter((l) => !l.optional && !l.recurring)
        .reduce((s, l) => s + l.hours, 0);
    expect(required('landing-page')).toBe(10 * 1.5);
    expect(required('site-institucional')).toBe(20 * 1.5);
    expect(required('loja-virtual')).toBe(35 * 2);
    const content = builtInContent(builtInTemplate('site-institucional')!, 'pt-BR', 3864);
    const totals = proposalTotals(
      content.lines.map((l, i) => ({ ...l, id: String(i) })),
      null,
      { packageId: null, optionalLineIds: [] },
    );
    expect(totals.oneOffCents).toBe(30 * 3864);
    expect(builtInTemplate('nao-existe')).toBeNull();
  });
});
