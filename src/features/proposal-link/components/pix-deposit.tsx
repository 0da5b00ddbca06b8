import { QrCodeIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/copy-button';
import { QrCode } from '@/components/qr-code';
import type { ProposalPix } from '@/features/proposals/pdf/model';
import type { Locale } from '@/i18n/routing';
import { formatBRL } from '@/lib/money';

/** After acceptance: the deposit's static Pix QR code and its "copia e cola" code. */
export async function PixDeposit({ pix, locale }: { pix: ProposalPix; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'publicProposal' });
  const amount = formatBRL(pix.amountCents, locale);
  return (
    <section aria-labelledby="pix-title" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id="pix-title" className="flex items-center gap-2 text-lg font-semibold">
          <QrCodeIcon aria-hidden="true" className="size-5 text-primary" />
          {t('pixTitle')}
        </h2>
        <p className="text-muted-foreground">{t('pixBody', { percent: pix.percent, amount })}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <div className="justify-self-center rounded-lg border bg-white p-2">
          <QrCode value={pix.payload} label={t('pixQrLabel', { amount })} className="block size-52" />
        </div>
        <div className="grid min-w-0 gap-3">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('pixReceiver')}</dt>
              <dd className="font-medium break-words">{pix.receiverName}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('pixCity')}</dt>
              <dd className="font-medium break-words">{pix.city}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('pixKey')}</dt>
              <dd className="font-medium break-all">{pix.key}</dd>
            </div>
          </dl>
          <label htmlFor="pix-payload" className="text-sm text-muted-foreground">
            {t('pixCopyLabel')}
          </label>
          <textarea
            id="pix-payload"
            readOnly
            value={pix.payload}
            rows={4}
            className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all"
            data-testid="pix-payload"
          />
          <CopyButton
            value={pix.payload}
            label={t('pixCopy')}
            copiedLabel={t('pixCopied')}
            errorLabel={t('copyError')}
            variant="default"
            className="sm:justify-self-start"
          />
          <p className="text-xs text-muted-foreground">{t('pixHint')}</p>
        </div>
      </div>
    </section>
  );
}
