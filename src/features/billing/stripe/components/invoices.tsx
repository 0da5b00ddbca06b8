import { ExternalLinkIcon } from 'lucide-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { getDb } from '@/db';
import { formatBRL } from '@/lib/money';
import { listStripeInvoices } from '../invoices';

/**
 * Configurações > Assinatura: "Faturas e recibos" (date, amount, status, Stripe's hosted invoice or
 * receipt). Renders nothing while Stripe is off or the user has no Stripe customer.
 */
export async function StripeInvoices({ userId }: { userId: string }) {
  const invoices = await listStripeInvoices(getDb(), userId);
  if (invoices === null) return null;
  const [t, format, locale] = await Promise.all([getTranslations('settings'), getFormatter(), getLocale()]);
  const date = (d: Date) => format.dateTime(d, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Card data-testid="stripe-invoices">
      <CardHeader>
        <CardTitle className="text-lg">{t('invoicesTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {invoices === 'error' ? (
          <p role="alert" className="text-destructive">
            {t('invoicesError')}
          </p>
        ) : invoices.length === 0 ? (
          <p className="text-muted-foreground">{t('invoicesEmpty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('invoiceDate')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('invoiceAmount')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('invoiceStatus')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('invoiceLink')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-t" data-testid="stripe-invoice">
                    <td className="py-2 pr-3 whitespace-nowrap">{date(invoice.date)}</td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {invoice.currency === 'brl'
                        ? formatBRL(invoice.amountCents, locale)
                        : format.number(invoice.amountCents / 100, {
                            style: 'currency',
                            currency: invoice.currency.toUpperCase(),
                          })}
                    </td>
                    <td className="py-2 pr-3">{t(`invoiceStatuses.${invoice.status}`)}</td>
                    <td className="py-2 text-right">
                      {invoice.url && (
                        <a
                          href={invoice.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('invoiceOpenLabel', { date: date(invoice.date) })}
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {t('invoiceLink')}
                          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
