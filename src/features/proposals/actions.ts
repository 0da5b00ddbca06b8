'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const createProposalAction = signedInAction(mutations.createProposal);
export const updateProposalAction = signedInAction(mutations.updateProposal);
export const deleteProposalAction = signedInAction(mutations.deleteProposal);
export const extendProposalValidityAction = signedInAction(mutations.extendProposalValidity);
