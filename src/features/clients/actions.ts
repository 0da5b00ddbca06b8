'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const createClientAction = signedInAction(mutations.createClient);
export const updateClientAction = signedInAction(mutations.updateClient);
export const setClientStatusAction = signedInAction(mutations.setClientStatus);
export const deleteClientAction = signedInAction(mutations.deleteClient);
