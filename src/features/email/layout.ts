// The one layout of every Valora e-mail: a text part and an HTML part drawn from the same blocks,
// so a new kind of e-mail only supplies its words. Every value is escaped here, once.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailContent = {
  subject: string;
  greeting: string;
  /** A line in larger type under the greeting (who sent or did what). */
  headline?: string;
  /** Paragraphs; a line break inside one stays a line break in both parts. */
  body: string[];
  action: { label: string; url: string };
  /** A second, plainer link under the button (e.g. "change your password" in a security notice). */
  secondary?: { label: string; url: string };
  /** "If the button doesn't work…", when the shared words don't fit (formal address to a client). */
  buttonFallback?: string;
  /** Small print under the button (why this arrived, what to do if it was not expected). */
  notes: string[];
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escaped, with each line break (\n, \r\n, \r) as <br>. */
function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

const row = (style: string, content: string) => `<tr><td style="${style}">${content}</td></tr>`;
const NOTE_STYLE = 'font-size:13px;line-height:1.5;color:#52525b;padding-bottom:16px';

export function layoutEmail(locale: Locale, content: EmailContent): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'email' });
  const footer = t('footer');
  const { subject, greeting, headline, body, action, secondary, notes } = content;
  const fallback = content.buttonFallback ?? t('buttonFallback');

  const text = [
    greeting,
    ...(headline ? [headline] : []),
    ...body,
    `${action.label}: ${action.url}`,
    ...(secondary ? [`${secondary.label}: ${secondary.url}`] : []),
    ...notes,
    `--\n${footer}`,
  ].join('\n\n');

  const safeUrl = escapeHtml(action.url);
  const rows = [
    row('font-size:22px;font-weight:bold;color:#4f46e5;padding-bottom:16px', 'Valora'),
    row('font-size:16px;line-height:1.5;padding-bottom:8px', escapeLines(greeting)),
    ...(headline ? [row('font-size:19px;line-height:1.4;font-weight:bold;padding:8px 0 16px', escapeLines(headline))] : []),
    ...body.map((p, i) =>
      row(`font-size:16px;line-height:1.5;padding-bottom:${i === body.length - 1 ? 24 : 16}px`, escapeLines(p)),
    ),
    row(
      'padding-bottom:24px',
      `<a href="${safeUrl}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a>`,
    ),
    row(NOTE_STYLE, `${escapeHtml(fallback)}<br><a href="${safeUrl}" style="color:#4f46e5;word-break:break-all">${safeUrl}</a>`),
    ...(secondary
      ? [
          row(
            'font-size:15px;line-height:1.5;padding-bottom:16px',
            `<a href="${escapeHtml(secondary.url)}" style="color:#4f46e5;font-weight:bold">${escapeHtml(secondary.label)}</a>`,
          ),
        ]
      : []),
    ...notes.map((n) => row(NOTE_STYLE, escapeLines(n))),
    row('font-size:12px;color:#a1a1aa;border-top:1px solid #e4e4e7;padding-top:16px', escapeHtml(footer)),
  ];
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellspacing="0" cellpadding="0">
${rows.join('\n')}
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
