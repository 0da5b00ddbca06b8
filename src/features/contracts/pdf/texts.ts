// The words of the contract PDF in the contract's own language (chosen per contract, independent
// of the interface's): a small table, as the PDF is rendered outside any request and its language
// is the document's, not the reader's. Every language has every key (the type says so).
import type { ContractLanguage } from '../templates/types';

export type ContractPdfTexts = {
  documentKind: string;
  draftMark: string;
  draftNotice: string;
  parties: string;
  professional: string;
  client: string;
  document: string;
  address: string;
  email: string;
  clauses: string;
  signatures: string;
  signedAt: (when: string) => string;
  notSigned: string;
  evidenceTitle: string;
  evidenceIntro: string;
  verifyAt: (url: string) => string;
  contractId: string;
  version: string;
  contentHash: string;
  emailVerified: string;
  yes: string;
  no: string;
  time: string;
  ip: string;
  userAgent: string;
  hash: string;
  trail: string;
  noSignatures: string;
  footerHash: string;
  page: (n: number, total: number) => string;
  /** The heading of the n-th clause: "Cláusula 1ª — Do objeto". */
  clause: (n: number) => string;
  events: Record<ContractEventKind, string>;
  roles: Record<'client' | 'professional', string>;
};

export const CONTRACT_EVENT_KINDS = [
  'created',
  'edited',
  'sent',
  'emailed',
  'viewed',
  'code_sent',
  'code_confirmed',
  'signed',
  'countersigned',
  'refused',
  'cancelled',
  'voided',
  'completed',
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

const ptBR: ContractPdfTexts = {
  documentKind: 'Contrato de prestação de serviços',
  draftMark: 'MINUTA',
  draftNotice: 'Minuta: este documento ainda não foi assinado por todas as partes.',
  parties: 'Partes',
  professional: 'Contratado(a)',
  client: 'Contratante',
  document: 'CPF/CNPJ',
  address: 'Endereço',
  email: 'E-mail',
  clauses: 'Cláusulas',
  signatures: 'Assinaturas',
  signedAt: (when) => `Assinado eletronicamente em ${when} (horário de Brasília)`,
  notSigned: 'Aguardando assinatura',
  evidenceTitle: 'Registro de assinaturas',
  evidenceIntro:
    'Assinaturas eletrônicas nos termos da MP 2.200-2/2001, art. 10, § 2º, e da Lei 14.063/2020. O código SHA-256 abaixo identifica o conteúdo exato assinado pelas partes.',
  verifyAt: (url) => `Confira a autenticidade deste documento em ${url}`,
  contractId: 'Contrato',
  version: 'Versão',
  contentHash: 'SHA-256 do conteúdo',
  emailVerified: 'E-mail verificado',
  yes: 'sim',
  no: 'não',
  time: 'Data e hora (Brasília)',
  ip: 'IP',
  userAgent: 'Navegador',
  hash: 'SHA-256 assinado',
  trail: 'Histórico do contrato',
  noSignatures: 'Nenhuma assinatura até o momento.',
  footerHash: 'SHA-256',
  page: (n, total) => `Página ${n} de ${total}`,
  clause: (n) => `Cláusula ${n}ª`,
  events: {
    created: 'Contrato criado',
    edited: 'Contrato editado',
    sent: 'Enviado para assinatura',
    emailed: 'Link enviado por e-mail',
    viewed: 'Visualizado pelo contratante',
    code_sent: 'Código de verificação enviado',
    code_confirmed: 'Código de verificação confirmado',
    signed: 'Assinado pelo contratante',
    countersigned: 'Assinado pelo contratado',
    refused: 'Recusado pelo contratante',
    cancelled: 'Cancelado',
    voided: 'Assinaturas anuladas por nova versão',
    completed: 'Contrato concluído',
  },
  roles: { client: 'Contratante', professional: 'Contratado(a)' },
};

const en: ContractPdfTexts = {
  documentKind: 'Service agreement',
  draftMark: 'DRAFT',
  draftNotice: 'Draft: this document has not been signed by all parties yet.',
  parties: 'Parties',
  professional: 'Service provider',
  client: 'Client',
  document: 'CPF/CNPJ',
  address: 'Address',
  email: 'Email',
  clauses: 'Clauses',
  signatures: 'Signatures',
  signedAt: (when) => `Signed electronically on ${when} (Brasília time)`,
  notSigned: 'Awaiting signature',
  evidenceTitle: 'Signature record',
  evidenceIntro:
    'Electronic signatures under Brazilian Provisional Measure 2.200-2/2001, art. 10, § 2, and Law 14.063/2020. The SHA-256 code below identifies the exact content the parties signed.',
  verifyAt: (url) => `Check this document's authenticity at ${url}`,
  contractId: 'Contract',
  version: 'Version',
  contentHash: 'Content SHA-256',
  emailVerified: 'Email verified',
  yes: 'yes',
  no: 'no',
  time: 'Date and time (Brasília)',
  ip: 'IP',
  userAgent: 'Browser',
  hash: 'SHA-256 signed',
  trail: 'Contract history',
  noSignatures: 'No signatures yet.',
  footerHash: 'SHA-256',
  page: (n, total) => `Page ${n} of ${total}`,
  clause: (n) => `Clause ${n}`,
  events: {
    created: 'Contract created',
    edited: 'Contract edited',
    sent: 'Sent for signature',
    emailed: 'Link sent by email',
    viewed: 'Viewed by the client',
    code_sent: 'Verification code sent',
    code_confirmed: 'Verification code confirmed',
    signed: 'Signed by the client',
    countersigned: 'Signed by the service provider',
    refused: 'Declined by the client',
    cancelled: 'Cancelled',
    voided: 'Signatures voided by a new version',
    completed: 'Contract completed',
  },
  roles: { client: 'Client', professional: 'Service provider' },
};

const es: ContractPdfTexts = {
  documentKind: 'Contrato de prestación de servicios',
  draftMark: 'BORRADOR',
  draftNotice: 'Borrador: este documento aún no ha sido firmado por todas las partes.',
  parties: 'Partes',
  professional: 'Prestador(a)',
  client: 'Contratante',
  document: 'CPF/CNPJ',
  address: 'Dirección',
  email: 'Correo electrónico',
  clauses: 'Cláusulas',
  signatures: 'Firmas',
  signedAt: (when) => `Firmado electrónicamente el ${when} (hora de Brasilia)`,
  notSigned: 'Pendiente de firma',
  evidenceTitle: 'Registro de firmas',
  evidenceIntro:
    'Firmas electrónicas conforme a la Medida Provisional brasileña 2.200-2/2001, art. 10, § 2.º, y la Ley 14.063/2020. El código SHA-256 siguiente identifica el contenido exacto firmado por las partes.',
  verifyAt: (url) => `Compruebe la autenticidad de este documento en ${url}`,
  contractId: 'Contrato',
  version: 'Versión',
  contentHash: 'SHA-256 del contenido',
  emailVerified: 'Correo verificado',
  yes: 'sí',
  no: 'no',
  time: 'Fecha y hora (Brasilia)',
  ip: 'IP',
  userAgent: 'Navegador',
  hash: 'SHA-256 firmado',
  trail: 'Historial del contrato',
  noSignatures: 'Todavía no hay firmas.',
  footerHash: 'SHA-256',
  page: (n, total) => `Página ${n} de ${total}`,
  clause: (n) => `Cláusula ${n}.ª`,
  events: {
    created: 'Contrato creado',
    edited: 'Contrato editado',
    sent: 'Enviado para firma',
    emailed: 'Enlace enviado por correo',
    viewed: 'Visto por el contratante',
    code_sent: 'Código de verificación enviado',
    code_confirmed: 'Código de verificación confirmado',
    signed: 'Firmado por el contratante',
    countersigned: 'Firmado por el prestador',
    refused: 'Rechazado por el contratante',
    cancelled: 'Cancelado',
    voided: 'Firmas anuladas por una nueva versión',
    completed: 'Contrato concluido',
  },
  roles: { client: 'Contratante', professional: 'Prestador(a)' },
};

const de: ContractPdfTexts = {
  documentKind: 'Dienstleistungsvertrag',
  draftMark: 'ENTWURF',
  draftNotice: 'Entwurf: Dieses Dokument ist noch nicht von allen Parteien unterschrieben.',
  parties: 'Vertragsparteien',
  professional: 'Auftragnehmer(in)',
  client: 'Auftraggeber(in)',
  document: 'CPF/CNPJ',
  address: 'Anschrift',
  email: 'E-Mail',
  clauses: 'Bestimmungen',
  signatures: 'Unterschriften',
  signedAt: (when) => `Elektronisch unterschrieben am ${when} (Ortszeit Brasília)`,
  notSigned: 'Unterschrift ausstehend',
  evidenceTitle: 'Unterschriftenprotokoll',
  evidenceIntro:
    'Elektronische Unterschriften gemäß der brasilianischen Medida Provisória 2.200-2/2001, Art. 10 § 2, und dem Gesetz 14.063/2020. Der folgende SHA-256-Code identifiziert den genauen Inhalt, den die Parteien unterschrieben haben.',
  verifyAt: (url) => `Prüfen Sie die Echtheit dieses Dokuments unter ${url}`,
  contractId: 'Vertrag',
  version: 'Version',
  contentHash: 'SHA-256 des Inhalts',
  emailVerified: 'E-Mail bestätigt',
  yes: 'ja',
  no: 'nein',
  time: 'Datum und Uhrzeit (Brasília)',
  ip: 'IP',
  userAgent: 'Browser',
  hash: 'Unterschriebener SHA-256',
  trail: 'Verlauf des Vertrags',
  noSignatures: 'Noch keine Unterschriften.',
  footerHash: 'SHA-256',
  page: (n, total) => `Seite ${n} von ${total}`,
  clause: (n) => `§ ${n}`,
  events: {
    created: 'Vertrag erstellt',
    edited: 'Vertrag bearbeitet',
    sent: 'Zur Unterschrift gesendet',
    emailed: 'Link per E-Mail gesendet',
    viewed: 'Vom Auftraggeber angesehen',
    code_sent: 'Bestätigungscode gesendet',
    code_confirmed: 'Bestätigungscode bestätigt',
    signed: 'Vom Auftraggeber unterschrieben',
    countersigned: 'Vom Auftragnehmer unterschrieben',
    refused: 'Vom Auftraggeber abgelehnt',
    cancelled: 'Storniert',
    voided: 'Unterschriften durch neue Version ungültig',
    completed: 'Vertrag abgeschlossen',
  },
  roles: { client: 'Auftraggeber(in)', professional: 'Auftragnehmer(in)' },
};

const TEXTS: Record<ContractLanguage, ContractPdfTexts> = { 'pt-BR': ptBR, en, es, de };

/** The PDF's words in the contract's language; an unknown language reads as pt-BR. */
export function contractPdfTexts(language: string): ContractPdfTexts {
  return Object.hasOwn(TEXTS, language) ? TEXTS[language as ContractLanguage] : ptBR;
}
