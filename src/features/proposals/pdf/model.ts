// What a proposal PDF shows: one plain model for both templates, built from the database (or the
// sample data) before rendering, so the document never queries anything itself.
import type { Plan } from '@/lib/plans';

export type ProposalPdfStatus = 'rascunho' | 'enviada' | 'aprovada' | 'rejeitada';

export type ProposalPdfModel = {
  title: string;
  /** May be empty. */
  description: string;
  status: ProposalPdfStatus;
  /** The proposal's date (when it was created). */
  issuedAt: Date;
  /** Calendar date, 'YYYY-MM-DD'. */
  validUntil: string;
  client: { name: string; email: string | null; phone: string | null };
  professional: {
    name: string | null;
    profession: string | null;
    companyName: string | null;
    cnpj: string | null;
    cpf: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: string | null;
    /** PNG or JPEG bytes of the logo, when the user uploaded one. */
    logo: Buffer | null;
    /** '#rrggbb'; the premium template's accent colour (Valora's indigo when null). */
    brandColor: string | null;
    /** Free text, may hold line breaks; the section is left out when null or blank. */
    paymentTerms: string | null;
  };
  lines: { name: string; hours: number; priceCents: number }[];
  /** Computed by the server from the lines. */
  totalCents: number;
};

/** basic (Junior), premium (Pleno, Vitalício) or white_label (Senior, Web: premium without any Valora mention). */
export type ProposalPdfEdition = Plan['pdf'];
