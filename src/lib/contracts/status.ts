// What can happen to a contract in each status. One table, read by the server actions (which
// refuse a move it does not allow) and by the screens (which show only the buttons it allows).
import type { ContractStatus } from '../statuses';

export type ContractEvent =
  /** The freelancer sends it to the client (a draft with no blank field). */
  | 'send'
  /** The client signs on the public link. */
  | 'sign'
  /** The client refuses on the public link. */
  | 'refuse'
  /** The freelancer signs after the client. */
  | 'countersign'
  /** The freelancer edits the clauses or fields: a new version, and any signature is void. */
  | 'edit'
  | 'cancel';

const MOVES: Record<ContractStatus, Partial<Record<ContractEvent, ContractStatus>>> = {
  rascunho: { send: 'enviado', edit: 'rascunho', cancel: 'cancelado' },
  enviado: { sign: 'assinado_cliente', refuse: 'recusado', edit: 'rascunho', cancel: 'cancelado' },
  assinado_cliente: { countersign: 'assinado', edit: 'rascunho', cancel: 'cancelado' },
  assinado: { edit: 'rascunho' },
  recusado: { edit: 'rascunho', cancel: 'cancelado' },
  cancelado: {},
};

/** The status after the event, or null when the event is not allowed in that status. */
export function nextContractStatus(status: ContractStatus, event: ContractEvent): ContractStatus | null {
  return MOVES[status][event] ?? null;
}

export function canContract(status: ContractStatus, event: ContractEvent): boolean {
  return nextContractStatus(status, event) !== null;
}

/** Whether a signature exists on the current version (an edit then makes a new version and voids it). */
export function hasSignature(status: ContractStatus): boolean {
  return status === 'assinado_cliente' || status === 'assinado';
}
