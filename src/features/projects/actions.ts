'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const setProjectStatusAction = signedInAction((db, userId, id: unknown, status: unknown) =>
  mutations.setProjectStatus(db, userId, id, status),
);
export const setDeliverableStatusAction = signedInAction((db, userId, id: unknown, status: unknown) =>
  mutations.setDeliverableStatus(db, userId, id, status),
);
export const startTimerAction = signedInAction((db, userId, deliverableId: unknown) =>
  mutations.startTimer(db, userId, deliverableId),
);
export const stopTimerAction = signedInAction((db, userId) => mutations.stopTimer(db, userId));
export const addTimeEntryAction = signedInAction((db, userId, input: unknown) => mutations.addTimeEntry(db, userId, input));
export const deleteTimeEntryAction = signedInAction((db, userId, id: unknown) => mutations.deleteTimeEntry(db, userId, id));
