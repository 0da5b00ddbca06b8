'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ProposalChoice } from '@/lib/proposal-pricing';

type ChoiceState = { choice: ProposalChoice; setChoice: (choice: ProposalChoice) => void } | null;
const ChoiceContext = createContext<ChoiceState>(null);

/** The package and options the client picks on the public page, shared by the lines and the accept form. */
export function ProposalChoiceProvider({ initial, children }: { initial: ProposalChoice | null; children: ReactNode }) {
  const [choice, setChoice] = useState<ProposalChoice | null>(initial);
  return <ChoiceContext.Provider value={choice ? { choice, setChoice } : null}>{children}</ChoiceContext.Provider>;
}

/** The client's choice so far; null on a proposal with nothing to choose. */
export function useProposalChoice(): ChoiceState {
  return useContext(ChoiceContext);
}
