'use client';

import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { MessageKey } from '@/i18n/message-key';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

/** Logo upload with a preview: checked here for a quick answer, and again by the server. */
export function LogoUpload({ version, disabled }: { version: string | null; disabled: boolean }) {
  const t = useTranslations('settings');
  const translate = useTranslations();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(version);
  const [broken, setBroken] = useState(false);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const refuse = (message: MessageKey) => toast.error(t('logoUploadError'), { description: translate(message) });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return refuse('settings.logoRequired');
    if (!TYPES.includes(file.type)) return refuse('settings.logoNotImage');
    if (file.size > MAX_BYTES) return refuse('settings.logoTooLarge');
    setBusy('upload');
    try {
      const response = await fetch('/api/account/logo', { method: 'POST', body: file, headers: { 'content-type': file.type } });
      if (!response.ok) {
        const { message } = (await response.json().catch(() => ({}))) as { message?: MessageKey };
        return refuse(message ?? 'settings.logoUnreadable');
      }
      setCurrent(String(Date.now()));
      setBroken(false);
      toast.success(t('logoUpdated'), { description: t('logoUpdatedBody') });
    } catch {
      refuse('settings.logoUnreadable');
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      const response = await fetch('/api/account/logo', { method: 'DELETE' });
      if (!response.ok) throw new Error(String(response.status));
      setCurrent(null);
      toast.success(t('logoRemoved'));
    } catch {
      toast.error(t('logoRemoveError'), { description: t('logoRemoveErrorBody') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted/40"
        data-testid="logo-preview"
      >
        {current && !broken ? (
          // eslint-disable-next-line @next/next/no-img-element -- the user's own logo behind the session: next/image's optimizer would fetch it without the cookie
          <img
            src={`/api/account/logo?v=${current}`}
            alt={t('logoAlt')}
            className="size-full object-contain p-2"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
            {t('logoPlaceholder')}
          </span>
        )}
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('logo')}</p>
        <p className="text-xs text-muted-foreground">{t('logoHint')}</p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label={t('uploadLogo')}
            onChange={upload}
            disabled={disabled}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || busy !== null}
            onClick={() => input.current?.click()}
          >
            <UploadIcon aria-hidden="true" />
            {busy === 'upload' ? t('uploading') : current ? t('replaceLogo') : t('uploadLogo')}
          </Button>
          {current && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled || busy !== null} onClick={remove}>
              <Trash2Icon aria-hidden="true" />
              {t('removeLogo')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
