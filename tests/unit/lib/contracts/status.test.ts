import { describe, expect, it } from 'vitest';
import { type ContractEvent, canContract, hasSignature, nextContractStatus } from '@/lib/contracts/status';
import { CONTRACT_STATUSES, type ContractStatus } from '@/lib/statuses';

const EVENTS: ContractEvent[] = ['send', 'sign', 'refuse', 'countersign', 'edit', 'cancel'];

// The whole table, written out: every status against every event.
const ALLOWED: Record<ContractStatus, Partial<Record<ContractEvent, ContractStatus>>> = {
  rascunho: { send: 'enviado', edit: 'rascunho', cancel: 'cancelado' },
  enviado: { sign: 'assinado_cliente', refuse: 'recusado', edit: 'rascunho', cancel: 'cancelado' },
  assinado_cliente: { countersign: 'assinado', edit: 'rascunho', cancel: 'cancelado' },
  assinado: { edit: 'rascunho' },
  recusado: { edit: 'rascunho', cancel: 'cancelado' },
  cancelado: {},
};

describe('contract status moves', () => {
  for (const status of CONTRACT_STATUSES)
    for (const event of EVENTS)
      it(`${status} + ${event} -> ${ALLOWED[status][event] ?? 'refused'}`, () => {
        expect(nextContractStatus(status, event)).toBe(ALLOWED[status][event] ?? null);
        expect(canContract(status, event)).toBe(ALLOWED[status][event] !== undefined);
      });

  it('only the signed statuses hold a signature', () => {
    expect(CONTRACT_STATUSES.filter(hasSignature)).toEqual(['assinado_cliente', 'assinado']);
  });
});
