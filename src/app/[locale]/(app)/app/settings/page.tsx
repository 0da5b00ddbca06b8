import { DownloadIcon } from 'lucide-react';
import { ClientMessages } from '@/components/client-messages';
import { getTranslations } from 'next-intl/server';
import { UrlTabs } from '@/components/url-tabs';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { getDb } from '@/db';
import { planAllowance } from '@/features/account/plan';
import { getSubscription } from '@/features/account/queries';
import { IntegrationsPanel } from '@/features/api/components/integrations-panel';
import { integrationsOf } from '@/features/api/integrations';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { deleteConfirmation } from '@/features/auth/delete-account';
import { getSession, requireUser } from '@/features/auth/session';
import { StripeInvoices } from '@/features/billing/stripe/components/invoices';
import { getProfessional } from '@/features/proposals/queries';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { LogoUpload } from '@/features/settings/components/logo-upload';
import { BusinessFields, PixFields, ProfileFields } from '@/features/settings/components/profile-fields';
import { SettingsCard } from '@/features/settings/components/settings-card';
import { SubscriptionPanel } from '@/features/settings/components/subscription-panel';
import { Link } from '@/i18n/navigation';
import { Suspense } from 'react';

const TABS = ['profile', 'business', 'subscription', 'integrations', 'privacy'] as const;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const db = getDb();
  const query = await searchParams;
  const asked = query.tab;
  const tab = TABS.find((name) => name === asked) ?? 'profile';
  const session = (await getSession())!.session;
  const [t, app, subscription, profile, services, clients, proposals, confirmation, integrations, api] = await Promise.all([
    getTranslations('settings'),
    getTranslations('app'),
    getSubscription(user.id),
    getProfessional(db, user.id),
    planAllowance(user.id, 'services'),
    planAllowance(user.id, 'clients'),
    planAllowance(user.id, 'proposals'),
    deleteConfirmation(db, session),
    integrationsOf(db, user.id),
    getTranslations('api'),
  ]);
  const canWrite = subscription.isActive;
  const text = (value: string | null | undefined) => value ?? '';

  return (
    <ClientMessages route="[locale]/(app)/app/settings">
      <div className="grid gap-6">
        <PageHeader title={app('settings.title')} subtitle={app('settings.subtitle')} />
        <UrlTabs
          param="tab"
          value={tab}
          label={t('tabsLabel')}
          tabs={[
            {
              value: 'profile',
              label: t('tabs.profile'),
              content: (
                <SettingsCard title={t('profileTitle')} description={t('profileBody')}>
                  <LogoUpload version={profile?.logoKey ? profile.logoKey.split('/').pop()! : null} disabled={!canWrite} />
                  <ProfileFields
                    disabled={!canWrite}
                    initial={{
                      fullName: text(profile?.fullName),
                      profession: text(profile?.profession),
                      phone: text(profile?.phone),
                      website: text(profile?.website),
                      address: text(profile?.address),
                      city: text(profile?.city),
                    }}
                  />
                </SettingsCard>
              ),
            },
            {
              value: 'business',
              label: t('tabs.business'),
              content: (
                <>
                  <SettingsCard title={t('businessTitle')} description={t('businessBody')}>
                    <BusinessFields
                      disabled={!canWrite}
                      initial={{
                        companyName: text(profile?.companyName),
                        cnpj: text(profile?.cnpj),
                        cpf: text(profile?.cpf),
                        paymentTerms: text(profile?.paymentTerms),
                        brandColor: text(profile?.brandColor),
                      }}
                    />
                  </SettingsCard>
                  <SettingsCard title={t('pixTitle')} description={t('pixBody')}>
                    <PixFields
                      disabled={!canWrite}
                      initial={{
                        pixKeyType: text(profile?.pixKeyType),
                        pixKey: text(profile?.pixKey),
                        // Suggested from the profile until the freelancer saves their own.
                        pixReceiverName: text(profile?.pixReceiverName ?? (profile?.fullName || profile?.companyName)),
                        pixCity: text(profile?.pixCity ?? profile?.city),
                        depositPercent:
                          profile?.depositPercent === null || profile?.depositPercent === undefined
                            ? ''
                            : String(profile.depositPercent),
                      }}
                    />
                  </SettingsCard>
                </>
              ),
            },
            {
              value: 'subscription',
              label: t('tabs.subscription'),
              content: (
                <SubscriptionPanel
                  subscription={subscription}
                  usage={{ services, clients, proposals }}
                  supportEmail={siteConfig.company.supportEmail}
                  stripeNotice={
                    query.cancelled === '1'
                      ? 'cancelled'
                      : query.changed === '1'
                        ? 'changed'
                        : query.stripe === 'error'
                          ? 'error'
                          : undefined
                  }
                  invoices={
                    // Read from Stripe: streamed after the rest of the page (hidden without Stripe).
                    <Suspense>
                      <StripeInvoices userId={user.id} />
                    </Suspense>
                  }
                />
              ),
            },
            {
              value: 'integrations',
              label: t('tabs.integrations'),
              content: (
                <SettingsCard title={api('title')} description={api('intro')}>
                  {integrations.locked ? (
                    <div className="grid gap-3 text-sm">
                      <p>{api('locked')}</p>
                      <Link href="/app/settings?tab=subscription" className={buttonVariants({ className: 'w-fit' })}>
                        {api('upgrade')}
                      </Link>
                    </div>
                  ) : (
                    <IntegrationsPanel data={integrations} />
                  )}
                </SettingsCard>
              ),
            },
            {
              value: 'privacy',
              label: t('tabs.privacy'),
              content: (
                <>
                  <SettingsCard title={t('privacyTitle')} description={t('privacyBody')}>
                    <div className="flex flex-wrap gap-4 text-sm">
                      <Link href="/privacidade" className="font-medium text-primary underline underline-offset-4">
                        {t('privacyPolicy')}
                      </Link>
                      <Link href="/termos" className="font-medium text-primary underline underline-offset-4">
                        {t('terms')}
                      </Link>
                    </div>
                  </SettingsCard>
                  <SettingsCard title={t('exportTitle')} description={t('exportBody')}>
                    <a href="/api/account/export" download className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
                      <DownloadIcon aria-hidden="true" />
                      {t('exportTitle')}
                    </a>
                  </SettingsCard>
                  <SettingsCard title={t('deleteTitle')} description={t('deleteBody')}>
                    <div>
                      <DeleteAccount confirmation={confirmation} openOnLoad={tab === 'privacy' && query.delete === '1'} />
                    </div>
                  </SettingsCard>
                </>
              ),
            },
          ]}
        />
      </div>
    </ClientMessages>
  );
}
