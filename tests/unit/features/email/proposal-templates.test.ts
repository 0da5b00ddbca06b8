import { describe, expect, it } from 'vitest';
import {
  cleanReason,
  oneLine,
  REFUSAL_REASON_MAX,
  renderProposalEmail,
  type ProposalEmail,
} from '@/features/email/proposal-templates';
import { locales, type Locale } from '@/i18n/routing';

const publicUrl = 'https://app.valora.com.br/p/tok_abc?x=1&y=2';
const appUrl = 'https://app.valora.com.br/app/proposals/42';

function mail(kind: ProposalEmail['kind'], locale: Locale, over: Record<string, unknown> = {}): ProposalEmail {
  const base = { to: 'ana@exemplo.com', locale, clientName: 'Acme Ltda', title: 'Site institucional' };
  const byKind = {
    'proposal-link': { replyTo: 'joao@exemplo.com', professionalName: 'João Designer', url: publicUrl },
    'proposal-reminder': {
      replyTo: 'joao@exemplo.com',
      professionalName: 'João Designer',
      url: publicUrl,
      rule: 'noAnswer',
      validUntil: '20/12/2026',
    },
    'proposal-viewed': { url: appUrl },
    'proposal-tries-blocked': { url: appUrl },
    'proposal-accepted': { url: appUrl, signerName: 'Maria Souza' },
    'proposal-refused': { url: appUrl, reason: 'Acima do orçamento' },
  }[kind];
  return { kind, ...base, ...byKind, ...over } as ProposalEmail;
}

// The words a person reads, per kind and language (pt-BR is the source; en as the other language).
const expected: Record<'pt-BR' | 'en', Record<ProposalEmail['kind'], { subject: string; button: string; line: string }>> = {
  'pt-BR': {
    'proposal-link': {
      subject: 'João Designer enviou a proposta “Site institucional”',
      button: 'Ver proposta',
      line: 'Olá, Acme Ltda!',
    },
    'proposal-reminder': {
      subject: 'Lembrete: a proposta “Site institucional” de João Designer aguarda sua resposta',
      button: 'Ver proposta',
      line: 'Ela vale até 20/12/2026.',
    },
    'proposal-viewed': {
      subject: 'Acme Ltda abriu a proposta “Site institucional”',
      button: 'Ver proposta',
      line: 'primeira vez',
    },
    'proposal-tries-blocked': {
      subject: 'Tentativas bloqueadas no link da proposta “Site institucional”',
      button: 'Ver proposta',
      line: 'Só ele é bloqueado: Acme Ltda, em outro navegador ou endereço',
    },
    'proposal-accepted': {
      subject: 'Maria Souza aceitou a proposta “Site institucional”',
      button: 'Ver proposta',
      line: 'pelo link enviado para Acme Ltda',
    },
    'proposal-refused': {
      subject: 'Acme Ltda recusou a proposta “Site institucional”',
      button: 'Ver proposta',
      line: 'Motivo: Acima do orçamento',
    },
  },
  en: {
    'proposal-link': {
      subject: 'João Designer sent you the proposal “Site institucional”',
      button: 'View proposal',
      line: 'Hi Acme Ltda!',
    },
    'proposal-reminder': {
      subject: 'Reminder: the proposal “Site institucional” from João Designer is awaiting your answer',
      button: 'View proposal',
      line: 'It is valid until 20/12/2026.',
    },
    'proposal-viewed': {
      subject: 'Acme Ltda opened the proposal “Site institucional”',
      button: 'View proposal',
      line: 'first time',
    },
    'proposal-tries-blocked': {
      subject: 'Tries blocked on the link of the proposal “Site institucional”',
      button: 'View proposal',
      line: 'Only they are blocked: Acme Ltda, in another browser',
    },
    'proposal-accepted': {
      subject: 'Maria Souza accepted the proposal “Site institucional”',
      button: 'View proposal',
      line: 'through the link sent to Acme Ltda',
    },
    'proposal-refused': {
      subject: 'Acme Ltda declined the proposal “Site institucional”',
      button: 'View proposal',
      line: 'Reason: Acima do orçamento',
    },
  },
};

const kinds = [
  'proposal-link',
  'proposal-reminder',
  'proposal-viewed',
  'proposal-tries-blocked',
  'proposal-accepted',
  'proposal-refused',
] as const;
const cases = (['pt-BR', 'en'] as const).flatMap((locale) => kinds.map((kind) => [locale, kind] as const));

describe('renderProposalEmail', () => {
  it.each(cases)('renders %s %s: subject, text with the link, HTML with the button', (locale, kind) => {
    const input = mail(kind, locale);
    const rendered = renderProposalEmail(input);
    const want = expected[locale][kind];
    expect(rendered.subject).toBe(want.subject);
    expect(rendered.text).toContain(`${want.button}: ${input.url}`);
    expect(rendered.text).toContain(want.line);
    expect(rendered.html).toContain(`lang="${locale}"`);
    expect(rendered.html).toContain(`href="${input.url.replace('&', '&amp;')}"`);
    expect(rendered.html).toContain(`>${want.button}</a>`);
    // The same Valora layout as the account e-mails.
    expect(rendered.html).toContain('>Valora</td>');
  });

  it.each(locales)('finds every message in %s (no key shown in place of a text)', (locale) => {
    for (const kind of kinds) {
      const { subject, text } = renderProposalEmail(mail(kind, locale));
      expect(`${subject}\n${text}`).not.toMatch(/\b(email\.)?proposal(Link|Reminder|Viewed|Accepted|Refused|Notice)\b/);
      expect(subject).toContain('Site institucional');
    }
  });

  it.each(locales)('writes every reminder rule in %s, the proposal’s language, with the last valid day', (locale) => {
    const subjects = new Set<string>();
    for (const rule of ['notViewed', 'noAnswer', 'expiring'] as const) {
      const { subject, text, html } = renderProposalEmail(mail('proposal-reminder', locale, { rule }));
      expect(`${subject}\n${text}`).not.toMatch(/proposalReminder|\{|\}/);
      expect(subject).toContain('Site institucional');
      expect(text).toContain('20/12/2026');
      expect(text).toContain('João Designer');
      expect(html).toContain(`lang="${locale}"`);
      subjects.add(subject);
    }
    expect(subjects.size).toBe(3);
  });

  it('puts the professional’s name in the headline of the client’s e-mail, with the offer to accept online and the PDF', () => {
    const { text, html } = renderProposalEmail(mail('proposal-link', 'pt-BR'));
    expect(html).toMatch(/font-weight:bold[^"]*">João Designer enviou a proposta “Site institucional” para você\.<\/td>/);
    expect(text).toContain('aceitá-la online e baixar o PDF');
    expect(text).toContain('Responda a este email para falar direto com João Designer.');
  });

  it('addresses the client formally in German all the way down, the button fallback included', () => {
    const { html, subject } = renderProposalEmail(mail('proposal-link', 'de'));
    expect(subject).toBe('João Designer hat Ihnen das Angebot „Site institucional“ gesendet');
    expect(html).toContain('kopieren Sie diese Adresse');
    expect(html).not.toMatch(/\b(du|dein|deinen|kopiere)\b/);
  });

  it('offers "reply to this e-mail" only when there is a Reply-To', () => {
    for (const replyTo of [null, undefined, '']) {
      const { text } = renderProposalEmail(mail('proposal-link', 'pt-BR', { replyTo }));
      expect(text).not.toContain('Responda a este email');
      expect(text).toContain('a pedido de João Designer');
    }
  });

  it('leaves the reason line out when no reason (or only blanks) was given', () => {
    for (const reason of [null, '', '  \n\t ']) {
      const { text, html } = renderProposalEmail(mail('proposal-refused', 'pt-BR', { reason }));
      expect(text).not.toContain('Motivo');
      expect(html).not.toContain('Motivo');
    }
  });

  it.each(kinds)('escapes user text in the HTML of %s', (kind) => {
    const evil = '<script>alert(1)</script>';
    const input = mail(kind, 'pt-BR', {
      title: `T ${evil}`,
      clientName: `C ${evil}`,
      professionalName: `P ${evil}`,
      signerName: `S ${evil}`,
      reason: `R ${evil}`,
    });
    const { html, text, subject } = renderProposalEmail(input);
    expect(html).not.toContain('<script>');
    expect(html).toContain('T &lt;script&gt;alert(1)&lt;/script&gt;');
    // Plain text and subject carry the words as typed (a text part is not interpreted).
    expect(text).toContain(`T ${evil}`);
    expect(subject).toContain(`T ${evil}`);
  });

  it('keeps the reason’s line breaks as <br> in HTML and as new lines in text, escaped', () => {
    const { html, text } = renderProposalEmail(
      mail('proposal-refused', 'pt-BR', { reason: 'Caro demais.\r\nPrazo <b>curto</b>.\n\n\n\nObrigado' }),
    );
    expect(html).toContain('Motivo: Caro demais.<br>Prazo &lt;b&gt;curto&lt;/b&gt;.<br><br>Obrigado');
    expect(text).toContain('Motivo: Caro demais.\nPrazo <b>curto</b>.\n\nObrigado');
  });

  it(`caps the reason at ${REFUSAL_REASON_MAX} characters`, () => {
    const { text } = renderProposalEmail(mail('proposal-refused', 'pt-BR', { reason: 'x'.repeat(5000) }));
    expect(text).toContain(`Motivo: ${'x'.repeat(REFUSAL_REASON_MAX)}\n`);
    expect(text).not.toContain('x'.repeat(REFUSAL_REASON_MAX + 1));
  });

  it.each(kinds)('never lets a line break or a control character into the subject of %s', (kind) => {
    const sneaky = 'Site\r\nBcc: vitima@exemplo.com\n\u0000\u2028\u202Egpj.exe';
    const input = mail(kind, 'en', { title: sneaky, clientName: sneaky, professionalName: sneaky, signerName: sneaky });
    const { subject } = renderProposalEmail(input);
    // eslint-disable-next-line no-control-regex -- control characters are what the subject must not carry
    expect(subject).not.toMatch(/[\r\n\u0000-\u001f\u007f\u2028\u2029\u202a-\u202e]/);
    expect(subject).toContain('Site Bcc: vitima@exemplo.com gpj.exe');
  });
});

describe('oneLine and cleanReason', () => {
  it('oneLine collapses breaks, tabs and invisible controls into single spaces', () => {
    expect(oneLine('  a\tb\r\n\r\nc\u0007d\u2066e  ')).toBe('a b c d e');
  });

  it('cleanReason keeps an emoji whole at the cut', () => {
    const reason = `${'a'.repeat(REFUSAL_REASON_MAX - 1)}😀😀`;
    const cleaned = cleanReason(reason)!;
    expect(Array.from(cleaned)).toHaveLength(REFUSAL_REASON_MAX);
    expect(cleaned.endsWith('😀')).toBe(true);
  });

  it('cleanReason turns control characters (tabs too) into spaces and keeps line breaks', () => {
    expect(cleanReason('a\u0000b\r\nc\u202Ed')).toBe('a b\nc d');
    expect(cleanReason(null)).toBeNull();
  });
});
