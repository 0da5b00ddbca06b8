// The statuses of a client (the mini CRM's pipeline stages) and of a proposal, declared once: the
// database enums (src/db/schema), the zod schemas, the PDF and the screens all take them from here.
// What each one means and what moves a row between them: docs/decisions.md, "Statuses".

export const CLIENT_STATUSES = ['novo', 'proposta', 'ativo', 'concluido', 'pendente'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PROPOSAL_STATUSES = ['rascunho', 'enviada', 'aprovada', 'rejeitada'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

// A contract: written, sent to the client, signed by the client, then countersigned by the
// freelancer (assinado); or refused by the client, or cancelled. The moves: lib/contracts/status.ts.
export const CONTRACT_STATUSES = ['rascunho', 'enviado', 'assinado_cliente', 'assinado', 'recusado', 'cancelado'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
