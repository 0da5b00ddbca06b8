// What a proposal PDF shows: one plain model for both templates, built from the database (or the
// sample data) before rendering, so the document never queries anything itself.
import type { Plan } from '@/lib/plans';
import type { Discount, LineUnit } from '@/lib/proposal-pricing';
import type { ProposalStatus } from '@/lib/statuses';

export type ProposalPdfStatus = ProposalStatus;

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
  /** `deliverables`: what the service delivers, snapshotted on the line (free text, line breaks kept; '' when none). */
  lines: ProposalPdfLine[];
  /** Computed by the server from the lines: what the client pays once (the chosen lines once accepted). */
  totalCents: number;
  /**
   * Free lines, discounts, monthly lines, options and packages, when the proposal uses any (absent for
   * a plain list of catalogue lines). Once accepted, `lines` holds only what the client chose.
   */
  pricing?: ProposalPdfPricing;
  /** The client's online acceptance; the PDF then ends with an acceptance page. */
  acceptance: ProposalAcceptanceRecord | null;
  /** The deposit by Pix asked after acceptance; shown on the acceptance page when set. */
  pix: ProposalPix | null;
  /** Once accepted, the instalments after the deposit, each with its own static Pix (empty otherwise). */
  instalments?: ProposalInstalmentPix[];
};

/** One instalment after the deposit: its number, amount, due date and its own BR Code (null without a Pix key). */
export type ProposalInstalmentPix = {
  number: number;
  amountCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** The EMV payload (txid: the proposal's plus the instalment's number), or null when no Pix key was agreed. */
  payload: string | null;
};

export type ProposalPdfLine = {
  name: string;
  deliverables: string;
  hours: number;
  /** The line's price after its own discount. */
  priceCents: number;
  /** How it is priced, shown under its name (absent on plain catalogue lines). */
  detail?: ProposalPdfLineDetail;
};

export type ProposalPdfLineDetail = {
  /** The section title the line is under ('' for none); a heading opens each new one. */
  section: string;
  unit: LineUnit;
  quantity: number;
  unitPriceCents: number;
  discount: Discount | null;
  recurring: boolean;
  optional: boolean;
  /** The package it belongs to; null when in every package. */
  packageName: string | null;
};

export type ProposalPdfPricing = {
  /** The one-off lines' sum before the discount on the total. */
  subtotalCents: number;
  totalDiscount: Discount | null;
  totalDiscountCents: number;
  /** What the client pays each month. */
  recurringCents: number;
  /** Each package with what it comes to (no option ticked), before acceptance. */
  packages: { name: string; totalCents: number }[];
  /** Once accepted: the package chosen and the options ticked. */
  choice: { packageName: string | null; optionalNames: string[] } | null;
};

/** The electronic signature record of an accepted proposal (MP 2.200-2/2001, art. 10, § 2). */
export type ProposalAcceptanceRecord = {
  signerName: string;
  /** The first characters of the signer's CPF or CNPJ, as typed (digits, or letters of an alphanumeric CNPJ, upper case). */
  documentDigits: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the exact proposal content accepted. */
  contentSha256: string;
  /** The proposal's version number (editing an accepted proposal creates the next one). */
  version: number;
};

/** A static Pix charge for the deposit: the BR Code ("copia e cola") and what it asks. */
export type ProposalPix = {
  /** The EMV payload, CRC included; the QR code encodes exactly this. */
  payload: string;
  amountCents: number;
  /** Share of the total, 1-100. */
  percent: number;
  /** Who receives it (the merchant name in the payload, as the client accepted it). */
  receiverName: string;
  /** The receiver's city, as the payer's bank app shows it (merchant city in the payload). */
  city: string;
  /** The Pix key as stored (normalised). */
  key: string;
};

/** basic (Junior), premium (Pleno, Vitalício) or white_label (Senior, Web: premium without any Valora mention). */
export type ProposalPdfEdition = Plan['pdf'];
