'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const createContractAction = signedInAction(mutations.createContract);
export const saveContractAction = signedInAction(mutations.saveContract);
export const sendContractAction = signedInAction(mutations.sendContract);
export const cancelContractAction = signedInAction(mutations.cancelContract);
