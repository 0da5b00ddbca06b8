// What identifies a rendered PDF: the SHA-256 of everything that goes into it (the model with the
// logo's bytes, the edition's template and the language). Same key, same document; any change to
// the proposal, the profile, the logo, the plan's template or the language gives another key.
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import type { ProposalPdfEdition, ProposalPdfModel } from './model';

/**
 * Bumped when the templates' output changes without the model changing. The memory cache starts
 * empty with each build and the stored documents carry the build's id (serve.ts); this keeps the
 * key honest should it ever be kept longer.
 */
export const PDF_LAYOUT_VERSION = 2;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export function pdfCacheKey(model: ProposalPdfModel, options: { edition: ProposalPdfEdition; locale: Locale }): string {
  const { logo } = model.professional;
  const canonical = {
    layout: PDF_LAYOUT_VERSION,
    edition: options.edition,
    locale: options.locale,
    // Dates serialise as ISO strings; the logo by the hash of its bytes.
    model: { ...model, professional: { ...model.professional, logo: logo ? sha256(logo) : null } },
  };
  return sha256(JSON.stringify(canonical));
}
