import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

/** The freelancer's professional and business details, one row per user. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  profession: text('profession'),
  companyName: text('company_name'),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  /** The city, printed on proposals and required by the Pix BR Code (merchant city). */
  city: text('city'),
  cnpj: text('cnpj'),
  cpf: text('cpf'),
  logoKey: text('logo_key'),
  /** The premium PDF's accent colour, '#rrggbb'. */
  brandColor: text('brand_color'),
  /** Default 'Condições de pagamento' printed on proposals. */
  paymentTerms: text('payment_terms'),
  /** Pix key for deposits, stored as the Banco Central normalises it, with its type. */
  pixKeyType: text('pix_key_type'),
  pixKey: text('pix_key'),
  /**
   * Who and where the payer's bank app shows for the Pix charge (BR Code fields 59 and 60): set in
   * the Pix card, required with a key, and frozen into each accepted proposal's content.
   */
  pixReceiverName: text('pix_receiver_name'),
  pixCity: text('pix_city'),
  /** Share of a proposal's total asked as a deposit after acceptance, 0-100. */
  depositPercent: integer('deposit_percent'),
  ...timestamps(),
});
