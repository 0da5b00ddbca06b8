'use client';
// The public verification form (/verificar): a contract PDF (picked or dropped) or a pasted SHA-256,
// sent to POST /api/contracts/verify; the answer is the contract's title, version and signers, or
// "não corresponde a nenhum contrato assinado". Works from 320 px up.
import { CheckCircle2Icon, FileTextIcon, Loader2Icon, UploadIcon, XCircleIcon, XIcon } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { TIME_ZONE } from '@/lib/time-zone';

/** As the route caps it (src/lib/body-limits.ts, CONTRACT_PDF_MAX_BYTES). */
const MAX_BYTES = 5 * 1024 * 1024;

type Signer = { role: 'client' | 'professional'; name: string; document: string; signedAt: string };
type Answer = { valid: false } | { valid: true; title: string; version: number; signers: Signer[] };
type ErrorKey = 'invalidHash' | 'required' | 'tooMany' | 'failed' | 'fileTooLarge';

const ERRORS: Record<string, ErrorKey> = {
  INVALID_HASH: 'invalidHash',
  FILE_REQUIRED: 'required',
  FILE_TOO_LARGE: 'fileTooLarge',
  TOO_MANY_REQUESTS: 'tooMany',
};

export function ContractVerifyForm() {
  const t = useTranslations('contractVerify');
  const format = useFormatter();
  const ids = { file: useId(), hash: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [hash, setHash] = useState('');
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const choose = (chosen: File | null) => {
    setAnswer(null);
    setError(chosen && chosen.size > MAX_BYTES ? 'fileTooLarge' : null);
    setFile(chosen);
  };

  const clearFile = () => {
    choose(null);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files.item(0);
    if (dropped) choose(dropped);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(null);
    if (!file && !hash.trim()) return setError('required');
    if (file && file.size > MAX_BYTES) return setError('fileTooLarge');
    if (!file && !/^[0-9a-f]{64}$/i.test(hash.replace(/\s+/g, ''))) return setError('invalidHash');
    setError(null);
    setPending(true);
    try {
      let body: BodyInit;
      const headers: Record<string, string> = {};
      if (file) {
        const form = new FormData();
        form.set('file', file);
        body = form;
      } else {
        body = JSON.stringify({ hash });
        headers['content-type'] = 'application/json';
      }
      const response = await fetch('/api/contracts/verify', { method: 'POST', body, headers });
      if (response.ok) setAnswer((await response.json()) as Answer);
      else {
        const code = ((await response.json().catch(() => ({}))) as { error?: string }).error ?? '';
        setError(ERRORS[code] ?? 'failed');
      }
    } catch {
      setError('failed');
    } finally {
      setPending(false);
    }
  }

  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: TIME_ZONE,
    });

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} noValidate className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-2">
          <Label htmlFor={ids.file}>{t('fileLabel')}</Label>
          <div
            data-testid="verify-dropzone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'grid justify-items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
              dragging ? 'border-primary bg-primary/5' : 'border-input',
            )}
          >
            <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            <input
              ref={input}
              id={ids.file}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              onChange={(event) => choose(event.target.files?.item(0) ?? null)}
            />
            <label htmlFor={ids.file} className={cn(buttonVariants({ variant: 'outline' }), 'cursor-pointer')}>
              <FileTextIcon aria-hidden="true" />
              {t('chooseFile')}
            </label>
            <p className="text-sm text-muted-foreground">{t('dropHint')}</p>
            {file ? (
              <p className="flex max-w-full items-center gap-2 text-sm font-medium">
                <span className="truncate" data-testid="verify-file-name">
                  {file.name}
                </span>
                <Button type="button" variant="ghost" size="icon" onClick={clearFile} aria-label={t('removeFile')}>
                  <XIcon aria-hidden="true" />
                </Button>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('noFile')}</p>
            )}
          </div>
        </div>

        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          {t('orDivider')}
          <span className="h-px flex-1 bg-border" />
        </div>

        <div className="grid gap-2">
          <Label htmlFor={ids.hash}>{t('hashLabel')}</Label>
          <Textarea
            id={ids.hash}
            value={hash}
            onChange={(event) => {
              setHash(event.target.value);
              setAnswer(null);
              if (error === 'invalidHash' || error === 'required') setError(null);
            }}
            placeholder={t('hashPlaceholder')}
            rows={2}
            spellCheck={false}
            autoComplete="off"
            maxLength={200}
            disabled={!!file}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            aria-invalid={error === 'invalidHash' || undefined}
            className="break-all font-mono text-sm"
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {t('hashHint')}
          </p>
        </div>

        {error ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive-text">
            {t(error)}
          </p>
        ) : null}

        <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? t('checking') : t('submit')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('privacy')}</p>
      </form>

      <div role="status" aria-live="polite">
        {answer?.valid ? (
          <section
            data-testid="verify-result"
            data-valid="true"
            className="grid gap-4 rounded-xl border border-success/40 bg-success/5 p-4 sm:p-6"
          >
            <div className="flex items-start gap-3">
              <CheckCircle2Icon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              <div className="grid gap-1">
                <h2 className="text-lg font-semibold">{t('validTitle')}</h2>
                <p className="text-sm text-muted-foreground">{t('validText')}</p>
              </div>
            </div>
            <div className="grid gap-1">
              <p className="break-words font-medium">{answer.title}</p>
              <p className="text-sm text-muted-foreground">{t('version', { version: answer.version })}</p>
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('signers')}</h3>
              <ul className="grid gap-2">
                {answer.signers.map((signer, i) => (
                  <li key={i} className="grid gap-0.5 rounded-lg border bg-card p-3 text-sm">
                    <span className="text-xs font-medium uppercase text-muted-foreground">
                      {signer.role === 'client' ? t('roleClient') : t('roleProfessional')}
                    </span>
                    <span className="break-words font-medium">{signer.name}</span>
                    <span className="text-muted-foreground">{t('document', { document: signer.document })}</span>
                    <span className="text-muted-foreground">{t('signedAt', { time: when(signer.signedAt) })}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ) : answer ? (
          <section
            data-testid="verify-result"
            data-valid="false"
            className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-6"
          >
            <XCircleIcon className="mt-0.5 size-6 shrink-0 text-destructive-text" aria-hidden="true" />
            <div className="grid gap-1">
              <h2 className="text-lg font-semibold">{t('invalidTitle')}</h2>
              <p className="text-sm text-muted-foreground">{t('invalidText')}</p>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
