'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import { clientProposalRows } from './client-proposals';
import * as mutations from './mutations';

export const createClientAction = signedInAction(mutations.createClient);
export const updateClientAction = signedInAction(mutations.updateClient);
export const setClientStatusAction = signedInAction(mutations.setClientStatus);
export const deleteClientAction = signedInAction(mutations.deleteClient);
// A read, not a change: opening a client's edit dialog must not refresh the page behind it.
export const clientProposalsAction = signedInAction(clientProposalRows, { refreshWhen: () => false });
