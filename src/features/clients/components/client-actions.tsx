'use client';

import { MessageCircleIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IconSprite, SpriteIcon } from '@/components/icon-sprite';
import { buttonClass } from '@/components/ui/button-classes';
import { whatsAppUrl } from '@/lib/phone';
import type { ClientCard } from '../queries';
import type { ClientStatus } from '../schemas';
import { ClientStatusSelect } from './client-status';

export type ClientHandlers = {
  canWrite: boolean;
  onMove: (client: ClientCard, to: ClientStatus) => void;
  onEdit: (client: ClientCard) => void;
  onDelete: (client: ClientCard) => void;
};

const SPRITE = 'client-icon';

const ACTION = buttonClass({ variant: 'ghost', size: 'icon', className: 'size-8' });

/** The drawings of every row's and card's buttons, once for the page (ClientsWorkspace renders it). */
export function ClientActionIcons() {
  return <IconSprite id={SPRITE} icons={{ whatsApp: MessageCircleIcon, edit: PencilIcon, delete: Trash2Icon }} />;
}

/**
 * What can be done with one client, in a list row or on a pipeline card (icons from <ClientActionIcons>).
 * The buttons are `<Button variant="ghost" size="icon" className="size-8">` written as plain elements:
 * a page of rows does not run Radix's Slot and tailwind-merge three times per row (issue 17).
 */
export function ClientActions({
  client,
  canWrite,
  onMove,
  onEdit,
  onDelete,
  stacked = false,
  className,
}: ClientHandlers & { client: ClientCard; stacked?: boolean; className?: string }) {
  const t = useTranslations('clients');
  const whatsApp = whatsAppUrl(client.phone);
  return (
    <div className={`flex items-center gap-1${stacked ? ' flex-wrap justify-end' : ''}${className ? ` ${className}` : ''}`}>
      <ClientStatusSelect
        clientId={client.id}
        name={client.name}
        status={client.status}
        disabled={!canWrite}
        onChange={(to) => onMove(client, to)}
        className={stacked ? 'basis-full' : 'mr-1 flex-1'}
      />
      {whatsApp ? (
        <a
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('whatsApp', { name: client.name })}
          title={t('whatsApp', { name: client.name })}
          className={`${ACTION} text-success`}
        >
          <SpriteIcon id={SPRITE} name="whatsApp" />
        </a>
      ) : (
        // An empty slot keeps the selects of the list aligned.
        !stacked && <span aria-hidden="true" className="size-8 shrink-0" />
      )}
      <button
        type="button"
        data-slot="button"
        className={ACTION}
        aria-label={t('edit', { name: client.name })}
        disabled={!canWrite}
        onClick={() => onEdit(client)}
      >
        <SpriteIcon id={SPRITE} name="edit" />
      </button>
      <button
        type="button"
        data-slot="button"
        className={`${ACTION} hover:text-destructive`}
        aria-label={t('delete', { name: client.name })}
        disabled={!canWrite}
        onClick={() => onDelete(client)}
      >
        <SpriteIcon id={SPRITE} name="delete" />
      </button>
    </div>
  );
}
