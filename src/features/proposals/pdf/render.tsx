// The proposal PDF, rendered on the server only (one PDF document tree per template): one document model, two
// templates. Runs without a request (route handlers, scripts, tests), so nothing here reads one.
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { Document, renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@/i18n/routing';
import { BasicPages } from './basic';
import { accentFor, VALORA_INDIGO } from './colors';
import { type PdfContext, professionalDisplayName } from './context';
import { registerPdfFonts } from './fonts';
import { pdfFormat } from './format';
import { logoSource } from './logo';
import type { ProposalPdfEdition, ProposalPdfModel } from './model';
import { PremiumPages } from './premium';
import { stylesFor } from './theme';

export type RenderProposalPdfOptions = { edition: ProposalPdfEdition; locale: Locale };

function ProposalDocument({ ctx, edition }: { ctx: PdfContext; edition: ProposalPdfEdition }) {
  const { model } = ctx;
  const author = professionalDisplayName(model) ?? model.professional.email ?? undefined;
  // White label: the file names its maker, never Valora (react-pdf would otherwise write itself).
  const maker = edition === 'white_label' ? (author ?? model.title) : 'Valora';
  return (
    <Document title={model.title} author={author} creator={maker} producer={maker} language={ctx.f.locale}>
      {ctx.variant === 'basic' ? <BasicPages ctx={ctx} /> : <PremiumPages ctx={ctx} />}
    </Document>
  );
}

/** The proposal as an A4 PDF with selectable text, in the edition the user's plan gives. */
export async function renderProposalPdf(model: ProposalPdfModel, options: RenderProposalPdfOptions): Promise<Buffer> {
  registerPdfFonts();
  const variant = options.edition === 'basic' ? 'basic' : 'premium';
  // The basic template keeps Valora's indigo; the brand colour is a premium feature.
  const accent = accentFor(variant === 'basic' ? VALORA_INDIGO : model.professional.brandColor);
  const ctx: PdfContext = {
    model,
    f: pdfFormat(options.locale),
    s: stylesFor(variant, accent),
    accent,
    variant,
    logo: logoSource(model.professional.logo),
    showValora: options.edition !== 'white_label',
  };
  const pdf = await renderToBuffer(<ProposalDocument ctx={ctx} edition={options.edition} />);
  // react-pdf's React root is released by a scheduler task (a macrotask). Callers that render many
  // documents in a row without one (a script, a batch) would otherwise keep every document tree alive.
  await nextMacrotask();
  return pdf;
}

// Letters that Unicode does not decompose into a base letter and an accent.
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/** A safe ASCII file name: "Proposta: Site & Logo — João" -> "proposta-site-logo-joao.pdf". */
export function proposalPdfFileName(title: string, fallback = 'proposta'): string {
  const slug = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[ßæœøłđþ]/g, (c) => LETTERS[c] ?? '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '');
  return `${slug(title) || slug(fallback) || 'proposta'}.pdf`;
}
