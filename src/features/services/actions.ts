'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const createServiceAction = signedInAction(mutations.createService);
export const updateServiceAction = signedInAction(mutations.updateService);
export const setServiceActiveAction = signedInAction(mutations.setServiceActive);
export const deleteServiceAction = signedInAction(mutations.deleteService);
