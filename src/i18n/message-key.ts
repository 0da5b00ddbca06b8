import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** Any full key of the catalogues, e.g. 'validation.fillAll'. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
