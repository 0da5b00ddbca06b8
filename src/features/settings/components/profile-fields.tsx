'use client';

import { useTranslations } from 'next-intl';
import { formatCnpj, formatCpf } from '@/lib/br-documents';
import { formatBrPhone } from '@/lib/phone';
import { saveBusinessAction, savePixAction, saveProfileAction } from '../actions';
import { PIX_CITY_MAX, PIX_KEY_TYPES, PIX_RECEIVER_MAX } from '../schemas';
import { SettingsForm } from './settings-form';

type Values = Record<string, string>;

/** Nome Completo, Profissão, Telefone, Website, Endereço Completo and Cidade. */
export function ProfileFields({ initial, disabled }: { initial: Values; disabled: boolean }) {
  const t = useTranslations('settings');
  return (
    <SettingsForm
      idPrefix="profile"
      initial={initial}
      disabled={disabled}
      save={saveProfileAction}
      saveLabel={t('saveProfile')}
      fields={[
        { name: 'fullName', label: t('fullName'), maxLength: 120 },
        { name: 'profession', label: t('profession'), placeholder: t('professionPlaceholder'), maxLength: 120 },
        { name: 'phone', label: t('phone'), kind: 'tel', placeholder: '+55 (11) 91234-5678', maxLength: 20, mask: formatBrPhone },
        { name: 'website', label: t('website'), kind: 'url', placeholder: t('websitePlaceholder'), maxLength: 200 },
        { name: 'address', label: t('address'), maxLength: 300, wide: true },
        { name: 'city', label: t('city'), placeholder: t('cityPlaceholder'), hint: t('cityHint'), maxLength: 60 },
      ]}
    />
  );
}

/** Nome da Empresa, CNPJ, CPF, the proposals' payment terms and the PDF's brand colour. */
export function BusinessFields({ initial, disabled }: { initial: Values; disabled: boolean }) {
  const t = useTranslations('settings');
  return (
    <SettingsForm
      idPrefix="business"
      initial={initial}
      disabled={disabled}
      save={saveBusinessAction}
      saveLabel={t('saveBusiness')}
      fields={[
        { name: 'companyName', label: t('companyName'), maxLength: 160, wide: true },
        { name: 'cnpj', label: t('cnpj'), placeholder: '00.000.000/0000-00', maxLength: 18, mask: formatCnpj },
        { name: 'cpf', label: t('cpf'), placeholder: '000.000.000-00', maxLength: 14, mask: formatCpf },
        {
          name: 'paymentTerms',
          label: t('paymentTerms'),
          kind: 'textarea',
          placeholder: t('paymentTermsPlaceholder'),
          hint: t('paymentTermsHint'),
          maxLength: 2000,
        },
        {
          name: 'brandColor',
          label: t('brandColor'),
          kind: 'color',
          hint: t('brandColorHint'),
          maxLength: 7,
          placeholder: '#4f46e5',
        },
      ]}
    />
  );
}

/** The Pix key shown (as a QR code) to a client who accepted a proposal, who receives, where, and the deposit share. */
export function PixFields({ initial, disabled }: { initial: Values; disabled: boolean }) {
  const t = useTranslations('settings');
  return (
    <SettingsForm
      idPrefix="pix"
      initial={initial}
      disabled={disabled}
      save={savePixAction}
      saveLabel={t('savePix')}
      fields={[
        {
          name: 'pixKeyType',
          label: t('pixKeyType'),
          kind: 'select',
          maxLength: 10,
          options: [
            { value: '', label: t('pixKeyTypes.none') },
            ...PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`pixKeyTypes.${type}`) })),
          ],
        },
        { name: 'pixKey', label: t('pixKey'), maxLength: 100 },
        { name: 'pixReceiverName', label: t('pixReceiverName'), hint: t('pixReceiverNameHint'), maxLength: PIX_RECEIVER_MAX },
        { name: 'pixCity', label: t('pixCity'), hint: t('pixCityHint'), maxLength: PIX_CITY_MAX },
        { name: 'depositPercent', label: t('depositPercent'), hint: t('depositPercentHint'), maxLength: 3 },
      ]}
    />
  );
}
