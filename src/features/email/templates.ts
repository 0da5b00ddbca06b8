// Transactional e-mails, translated, each with a text and an HTML part.
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type EmailKind = 'verify' | 'reset' | 'existing';
export type RenderedEmail = { subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderEmail(locale: Locale, kind: EmailKind, url: string): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'email' });
  const subject = t(`${kind}.subject`);
  const greeting = t(`${kind}.greeting`);
  const body = t(`${kind}.body`);
  const button = t(`${kind}.button`);
  const ignore = t(`${kind}.ignore`);
  const footer = t('footer');
  const fallback = t('buttonFallback');

  const text = [greeting, '', body, '', `${button}: ${url}`, '', ignore, '', '--', footer].join('\n');
  const safeUrl = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellspacing="0" cellpadding="0">
<tr><td style="font-size:22px;font-weight:bold;color:#4f46e5;padding-bottom:16px">Valora</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${escapeHtml(body)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${safeUrl}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(button)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52525b;padding-bottom:16px">${escapeHtml(fallback)}<br><a href="${safeUrl}" style="color:#4f46e5;word-break:break-all">${safeUrl}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52525b;padding-bottom:16px">${escapeHtml(ignore)}</td></tr>
<tr><td style="font-size:12px;color:#a1a1aa;border-top:1px solid #e4e4e7;padding-top:16px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
