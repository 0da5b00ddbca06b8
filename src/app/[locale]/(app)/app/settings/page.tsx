// Settings: five tabs, each a server component that reads only what it shows. The page renders
// the tab in the address and leaves the others out: opening one asks the server for it
// (UrlTabs), so a visit to the profile neither counts the plan's usage, nor lists the API keys,
// nor reads the invoices from Stripe.
import { DownloadIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ClientMessages } from '@/components/client-messages';
import { buttonVariants } from '@/components/ui/button';
import { UrlTabs } from '@/components/url-tabs';
import { siteConfig } from '@/config/site';
import { getDb } from '@/db';
import { planAllowance } from '@/features/account/plan';
import { getSubscription, type SubscriptionView } from '@/features/account/queries';
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

const SETTINGS_TABS = ['profile', 'business', 'subscription', 'integrations', 'privacy'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const query = await searchParams;
  const tab = SETTINGS_TABS.find((name) => name === query.tab) ?? 'profile';
  const [t, app, subscription] = await Promise.all([
    getTranslations('settings'),
    getTranslations('app'),
    getSubscription(user.id),
  ]);
  const canWrite = subscription.isActive;
  // Only the tab in the address is rendered (and reads its data); UrlTabs asks for another when it opens.
  const shown = (name: SettingsTab, render: () => ReactNode) => (name === tab ? render() : undefined);

  return (
    <ClientMessages route="[locale]/(app)/app/settings">
      <div className="grid gap-6">
        <PageHeader title={app('settings.title')} subtitle={app('settings.subtitle')} />
        <UrlTabs
          param="tab"
          label={t('tabsLabel')}
          tabs={[
            {
              value: 'profile',
              label: t('tabs.profile'),
              content: shown('profile', () => <ProfileTab userId={user.id} canWrite={canWrite} />),
            },
            {
              value: 'business',
              label: t('tabs.business'),
              content: shown('business', () => <BusinessTab userId={user.id} canWrite={canWrite} />),
            },
            {
              value: 'subscription',
              label: t('tabs.subscription'),
              content: shown('subscription', () => (
                <SubscriptionTab
                  userId={user.id}
                  subscription={subscription}
                  stripeNotice={
                    query.cancelled === '1'
                      ? 'cancelled'
                      : query.changed === '1'
                        ? 'changed'
                        : query.stripe === 'error'
                          ? 'error'
                          : undefined
                  }
                />
              )),
            },
            {
              value: 'integrations',
              label: t('tabs.integrations'),
              content: shown('integrations', () => <IntegrationsTab userId={user.id} />),
            },
            {
              value: 'privacy',
              label: t('tabs.privacy'),
              content: shown('privacy', () => <PrivacyTab openDeleteOnLoad={query.delete === '1'} />),
            },
          ]}
        />
      </div>
    </ClientMessages>
  );
}

type TabProps = { userId: string; canWrite: boolean };
const text = (value: string | null | undefined) => value ?? '';

async function ProfileTab({ userId, canWrite }: TabProps) {
  const [t, profile] = await Promise.all([getTranslations('settings'), getProfessional(getDb(), userId)]);
  return (
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
  );
}

async function BusinessTab({ userId, canWrite }: TabProps) {
  const [t, profile] = await Promise.all([getTranslations('settings'), getProfessional(getDb(), userId)]);
  return (
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
              profile?.depositPercent === null || profile?.depositPercent === undefined ? '' : String(profile.depositPercent),
          }}
        />
      </SettingsCard>
    </>
  );
}

type StripeNotice = 'cancelled' | 'changed' | 'error' | undefined;

async function SubscriptionTab({
  userId,
  subscription,
  stripeNotice,
}: {
  userId: string;
  subscription: SubscriptionView;
  stripeNotice: StripeNotice;
}) {
  const [services, clients, proposals] = await Promise.all([
    planAllowance(userId, 'services'),
    planAllowance(userId, 'clients'),
    planAllowance(userId, 'proposals'),
  ]);
  return (
    <SubscriptionPanel
      subscription={subscription}
      usage={{ services, clients, proposals }}
      supportEmail={siteConfig.company.supportEmail}
      stripeNotice={stripeNotice}
      invoices={
        // Read from Stripe: streamed after the rest of the page (hidden without Stripe).
        <Suspense>
          <StripeInvoices userId={userId} />
        </Suspense>
      }
    />
  );
}

async function IntegrationsTab({ userId }: { userId: string }) {
  const [api, integrations] = await Promise.all([getTranslations('api'), integrationsOf(getDb(), userId)]);
  return (
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
  );
}

async function PrivacyTab({ openDeleteOnLoad }: { openDeleteOnLoad: boolean }) {
  const session = (await getSession())!.session;
  const [t, confirmation] = await Promise.all([getTranslations('settings'), deleteConfirmation(getDb(), session)]);
  return (
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
          <DeleteAccount confirmation={confirmation} openOnLoad={openDeleteOnLoad} />
        </div>
      </SettingsCard>
    </>
  );
}
