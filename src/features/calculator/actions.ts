'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import { saveGoals } from './mutations';

/** Every signed-in page that shows the rate or prices reads it again after a save. */
export const saveGoalsAction = signedInAction(saveGoals);
