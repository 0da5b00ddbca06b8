// What every piece of the document receives: the model, the language, the look.
import type { Accent } from './colors';
import type { PdfFormat } from './format';
import type { PdfImageSource } from './logo';
import type { ProposalPdfModel } from './model';
import type { PdfStyles, PdfVariant } from './theme';

export type PdfContext = {
  model: ProposalPdfModel;
  f: PdfFormat;
  s: PdfStyles;
  accent: Accent;
  variant: PdfVariant;
  logo: PdfImageSource | null;
  /** False in the white-label edition: no "Gerada com Valora" anywhere. */
  showValora: boolean;
};

/** The name the document is signed with: the person, else the company. */
export function professionalDisplayName(model: ProposalPdfModel): string | null {
  return model.professional.name?.trim() || model.professional.companyName?.trim() || null;
}
