'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import { saveAccountLocale } from './locale';

/**
 * The language picked in the app becomes the account's (client link, PDF, e-mails). No page shows
 * it from the database, so nothing is refreshed.
 */
export const saveLocaleAction = signedInAction(saveAccountLocale, { refreshWhen: () => false });
