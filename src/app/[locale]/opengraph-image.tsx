import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Valora';

/** The social preview of every page of a locale: the brand and the landing's promise. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'landing.hero' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: '#4f46e5',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 48, fontWeight: 700 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            background: 'white',
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            gap: 8,
            padding: 14,
          }}
        >
          <div style={{ width: 10, height: 18, background: '#4f46e5', borderRadius: 4 }} />
          <div style={{ width: 10, height: 30, background: '#4f46e5', borderRadius: 4 }} />
          <div style={{ width: 10, height: 42, background: '#4f46e5', borderRadius: 4 }} />
        </div>
        Valora
      </div>
      <div style={{ marginTop: 40, fontSize: 64, fontWeight: 800, lineHeight: 1.1 }}>{t('title')}</div>
      <div style={{ marginTop: 24, fontSize: 30, opacity: 0.9 }}>{t('trial')}</div>
    </div>,
    size,
  );
}
