// What the contract PDF shows, as plain data: built from contractDocument (the same model every
// view of a contract uses), the signatures of the current version and the event trail.
import type { ContractParty } from '@/lib/contracts/content';
import type { FieldValues } from '@/lib/contracts/merge-fields';

export type ContractPdfEdition = 'basic' | 'premium' | 'white_label';

export type ContractPdfSignature = {
  role: 'client' | 'professional';
  name: string;
  document: string;
  email: string;
  emailVerified: boolean;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  contentSha256: string;
};

export type ContractPdfEvent = { kind: string; at: Date; ip: string | null };

export type ContractPdfModel = {
  contractId: string;
  version: number;
  language: string;
  /** The title with its fields merged. */
  title: string;
  clauses: readonly { heading: string; paragraphs: readonly string[] }[];
  values: FieldValues;
  professional: ContractParty;
  client: ContractParty;
  /** SHA-256 of the canonical content (lib/contracts/content.ts): on every page's foot. */
  contentSha256: string;
  /** Both parties signed this version: no draft mark. */
  signed: boolean;
  signatures: readonly ContractPdfSignature[];
  events: readonly ContractPdfEvent[];
  brand: { name: string | null; logo: Buffer | null; brandColor: string | null };
  /** The public verification page's address, printed on the evidence page. */
  verifyUrl: string;
};
