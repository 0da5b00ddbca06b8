import { describe, expect, it } from 'vitest';
import { renderContractEmail, type ContractEmail } from '@/features/email/contract-templates';
import { locales, type Locale } from '@/i18n/routing';

const link = 'https://app.valora.com.br/c/tok_abc?x=1&y=2';
const app = 'https://app.valora.com.br/app/contracts/42';

function mail(kind: ContractEmail['kind'], locale: Locale): ContractEmail {
  const base = { to: 'ana@exemplo.com', locale, title: 'Site <b>institucional</b>\u202E' };
  switch (kind) {
    case 'contract-code':
      return { kind, ...base, url: link, code: '042917', professionalName: 'João Designer', minutes: 10 };
    case 'contract-viewed':
      return { kind, ...base, url: app, clientName: 'Acme Ltda' };
    case 'contract-signed':
      return { kind, ...base, url: app, clientName: 'Acme Ltda', signerName: 'Maria Souza' };
    case 'contract-refused':
      return { kind, ...base, url: app, clientName: 'Acme Ltda', reason: 'Prazo <curto>' };
    case 'contract-completed':
      return { kind, ...base, url: link, recipient: 'client', otherName: 'João Designer' };
  }
}

const KINDS: ContractEmail['kind'][] = [
  'contract-code',
  'contract-viewed',
  'contract-signed',
  'contract-refused',
  'contract-completed',
];

describe('contract e-mails', () => {
  it.each(locales)('renders every kind in %s: no raw key, the link, user text escaped and on one line', (locale) => {
    for (const kind of KINDS) {
      const out = renderContractEmail(mail(kind, locale));
      expect(out.subject, kind).not.toMatch(/contract[A-Z]\w*\.|\{/);
      expect(out.text).toContain(kind === 'contract-code' || kind === 'contract-completed' ? link : app);
      expect(out.html).not.toContain('<b>institucional');
      expect(out.html).toContain('&lt;b&gt;institucional');
      expect(out.subject).not.toContain('\u202E');
    }
  });

  it('puts the code in the subject and the headline, and says how long it lasts', () => {
    const out = renderContractEmail(mail('contract-code', 'pt-BR'));
    expect(out.subject).toBe('Seu código para assinar o contrato: 042917');
    expect(out.text).toContain('Seu código: 042917');
    expect(out.text).toContain('10 minutos');
    expect(renderContractEmail(mail('contract-code', 'de')).subject).toBe('Ihr Code zum Unterschreiben des Vertrags: 042917');
  });

  it('tells the freelancer the refusal’s reason, escaped', () => {
    const out = renderContractEmail(mail('contract-refused', 'en'));
    expect(out.text).toContain('Reason given: Prazo <curto>');
    expect(out.html).toContain('Prazo &lt;curto&gt;');
  });

  it('speaks to the client formally and to the freelancer in their own words once both signed', () => {
    const client = renderContractEmail(mail('contract-completed', 'es'));
    expect(client.text).toContain('firmado por usted y por João Designer');
    const freelancer = renderContractEmail({
      ...mail('contract-completed', 'es'),
      recipient: 'professional',
      url: app,
    } as ContractEmail);
    expect(freelancer.text).toContain('firmado por ti y por João Designer');
  });
});
