'use server';

import { signedInAction } from '@/features/auth/signed-in-action';
import * as mutations from './mutations';

export const createApiKeyAction = signedInAction(mutations.createApiKey);
export const revokeApiKeyAction = signedInAction(mutations.revokeApiKey);
export const addWebhookEndpointAction = signedInAction(mutations.addWebhookEndpoint);
export const deleteWebhookEndpointAction = signedInAction(mutations.deleteWebhookEndpoint);
export const enableWebhookEndpointAction = signedInAction(mutations.enableWebhookEndpoint);
export const resendWebhookDeliveryAction = signedInAction(mutations.resendWebhookDelivery);
