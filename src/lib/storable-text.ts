import { z } from 'zod';

/** True when PostgreSQL can store the text: its text columns refuse U+0000 (NUL). */
export const isStorableText = (value: string) => !value.includes('\u0000');

/**
 * A string schema for text that ends up in the database (or in a query parameter). A NUL
 * character, which nobody types but any client can send, made the insert fail and the action
 * answer a 500; the fuzz tests found it. The message is not a key of any area, so each
 * form's field-error helper reads it as that form's generic save error.
 */
export const storableText = () => z.string().refine(isStorableText, 'text.nul');
