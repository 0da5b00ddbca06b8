import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientPicker } from '@/features/proposals/components/client-picker';

// The client a new draft is for ("Duplicar", "A partir de um modelo"): its error is tied to the
// select, as every form field's is (docs/forms.md), so a screen reader reads it with the field.
function render(error: string | undefined) {
  return renderToStaticMarkup(
    createElement(ClientPicker, {
      id: 'duplicate-client',
      label: 'Para o cliente',
      clients: [
        { id: 'c1', name: 'Ana Lima' },
        { id: 'c2', name: 'Bruno Costa' },
      ],
      value: 'c1',
      onChange: () => {},
      form: { errorOf: (field: string) => (field === 'clientId' ? error : undefined), clearError: () => {} },
    }),
  );
}

const selectTag = (html: string) => /<select[^>]*>/.exec(html)?.[0] ?? '';

describe('ClientPicker', () => {
  it('ties the client error to the select and shows it', () => {
    const html = render('Escolha um cliente.');
    expect(selectTag(html)).toContain(' aria-invalid="true"');
    expect(selectTag(html)).toContain(' aria-describedby="duplicate-client-error"');
    expect(html).toMatch(/id="duplicate-client-error"[^>]*>Escolha um cliente\./);
  });

  it('marks nothing while there is no error', () => {
    const html = render(undefined);
    expect(selectTag(html)).not.toContain(' aria-invalid=');
    expect(selectTag(html)).not.toContain(' aria-describedby=');
    expect(html).toContain('>Ana Lima</option>');
  });
});
