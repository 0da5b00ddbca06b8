// The contract's public signing link: /c/{shareId}{shareSecret}, the same token scheme as the
// proposal link (lib/share-token.ts), issued the first time the contract is sent and kept after.
import { appUrl } from '@/env';
import { shareToken } from '@/lib/share-token';

export function publicContractPath(contract: { shareId: string | null; shareSecret: string | null }): string | null {
  if (!contract.shareId || !contract.shareSecret) return null;
  return `/c/${shareToken({ shareId: contract.shareId, shareSecret: contract.shareSecret })}`;
}

export function publicContractUrl(contract: { shareId: string | null; shareSecret: string | null }): string | null {
  const path = publicContractPath(contract);
  return path ? `${appUrl()}${path}` : null;
}
