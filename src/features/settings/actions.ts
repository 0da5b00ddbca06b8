'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import type { ActionResult } from '@/lib/action-result';
import * as mutations from './mutations';

/** Also after a partial save: the fields that were saved show everywhere. */
const refreshWhen = (result: ActionResult<unknown>) => result.ok || result.message === 'settings.partlySaved';

export const saveProfileAction = signedInAction(mutations.saveProfile, { refreshWhen });
export const saveBusinessAction = signedInAction(mutations.saveBusiness, { refreshWhen });
export const savePixAction = signedInAction(mutations.savePix, { refreshWhen });
