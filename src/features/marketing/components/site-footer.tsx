import { getTranslations } from 'next-intl/server';
import { Brand } from '@/components/brand';
import { companyCnpj, siteConfig } from '@/config/site';
import { Link } from '@/i18n/server-link';

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

export async function SiteFooter() {
  const t = await getTranslations('site');
  const { company } = siteConfig;
  const cnpj = companyCnpj();
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="grid content-start gap-3 lg:col-span-2">
          <Brand />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product')} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{t('footer.product')}</h2>
          <Link href={{ pathname: '/', hash: 'como-funciona' }} className={linkClass}>
            {t('nav.howItWorks')}
          </Link>
          <Link href={{ pathname: '/', hash: 'precos' }} className={linkClass}>
            {t('footer.plans')}
          </Link>
          <Link href={{ pathname: '/', hash: 'faq' }} className={linkClass}>
            {t('nav.faq')}
          </Link>
          <Link href="/pro-atende" className={linkClass}>
            {t('footer.assistant')}
          </Link>
          <Link href="/verificar" className={linkClass}>
            {t('footer.verify')}
          </Link>
        </nav>
        <nav aria-label={t('footer.company')} className="grid content-start gap-2">
          <h2 className="text-sm font-semibold">{t('footer.company')}</h2>
          <Link href="/suporte" className={linkClass}>
            {t('footer.support')}
          </Link>
          <Link href="/termos" className={linkClass}>
            {t('footer.terms')}
          </Link>
          <Link href="/privacidade" className={linkClass}>
            {t('footer.privacy')}
          </Link>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.rights', { year: new Date().getFullYear(), company: company.legalName })}</p>
          {cnpj && <p>{t('footer.cnpj', { cnpj })}</p>}
        </div>
      </div>
    </footer>
  );
}
