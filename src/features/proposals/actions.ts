'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';
import * as reuse from './reuse';

export const createProposalAction = signedInAction(mutations.createProposal);
export const updateProposalAction = signedInAction(mutations.updateProposal);
export const deleteProposalAction = signedInAction(mutations.deleteProposal);
export const extendProposalValidityAction = signedInAction(mutations.extendProposalValidity);
export const duplicateProposalAction = signedInAction(reuse.duplicateProposal);
export const saveProposalAsTemplateAction = signedInAction(reuse.saveProposalAsTemplate);
export const renameProposalTemplateAction = signedInAction(reuse.renameProposalTemplate);
export const deleteProposalTemplateAction = signedInAction(reuse.deleteProposalTemplate);
export const createProposalFromTemplateAction = signedInAction(reuse.createProposalFromTemplate);
