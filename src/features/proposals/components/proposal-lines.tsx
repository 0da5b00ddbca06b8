'use client';

import { HeadingIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Link } from '@/i18n/navigation';
import type { ProposalPackage } from '@/lib/proposal-pricing';
import { newFreeLine, nextRowKey, type EditorRow, type LineReading } from '../line-rows';
import type { ServiceOption } from '../queries';
import { LineRowEditor } from './line-row';

type Props = {
  rows: EditorRow[];
  readings: ReadonlyMap<string, LineReading>;
  services: ServiceOption[];
  packages: readonly ProposalPackage[];
  onAdd: (service: ServiceOption) => void;
  onChange: (rows: EditorRow[]) => void;
};

/** Section Serviços: catalogue lines, free lines and section headings; each line edited in place, reordered or removed. */
export function ProposalLines({ rows, readings, services, packages, onAdd, onChange }: Props) {
  const t = useTranslations('proposals');
  const [picked, setPicked] = useState('');

  function move(index: number, by: number) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row);
    onChange(next);
  }
  const replace = (row: EditorRow) => onChange(rows.map((r) => (r.key === row.key ? row : r)));
  const remove = (key: string) => onChange(rows.filter((r) => r.key !== key));

  return (
    <div className="grid gap-4">
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('noActiveServices')}{' '}
          <Link href="/app/services" className="font-medium text-primary underline underline-offset-4">
            {t('manageServices')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            aria-label={t('addService')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            // Grows only beside the button: in the phone's column, flex-1 (basis 0) squeezed it to ~22 px.
            className="sm:flex-1"
          >
            <option value="">{t('addServicePlaceholder')}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            disabled={!picked}
            onClick={() => {
              const service = services.find((s) => s.id === picked);
              if (service) onAdd(service);
              setPicked('');
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, newFreeLine()])}>
          <PlusIcon aria-hidden="true" />
          {t('addFreeLine')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, { type: 'section', key: nextRowKey(), title: '' }])}
        >
          <HeadingIcon aria-hidden="true" />
          {t('addSection')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('noServices')}</p>
      ) : (
        <ol className="grid gap-2">
          {rows.map((row, index) =>
            row.type === 'section' ? (
              <li key={row.key} className="flex items-center gap-2 pt-2" data-testid="proposal-section">
                <Input
                  aria-label={t('sectionTitle')}
                  value={row.title}
                  maxLength={120}
                  placeholder={t('sectionPlaceholder')}
                  onChange={(e) => replace({ ...row, title: e.target.value })}
                  className="font-semibold"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="hover:text-destructive"
                  aria-label={t('removeSection', { title: row.title || t('addSection') })}
                  onClick={() => remove(row.key)}
                >
                  <Trash2Icon />
                </Button>
              </li>
            ) : (
              <LineRowEditor
                key={row.key}
                line={row}
                reading={readings.get(row.key)!}
                packages={packages}
                first={index === 0}
                last={index === rows.length - 1}
                onChange={replace}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(row.key)}
              />
            ),
          )}
        </ol>
      )}
    </div>
  );
}
