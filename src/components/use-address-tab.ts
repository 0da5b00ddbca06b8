'use client';

import { useState } from 'react';

/**
 * The selected tab of a page whose tab lives in the address (`?view=`, `?tab=`): `address` is the
 * tab the address names now. The selection changes at once when the person picks a tab (before the
 * address does), and follows the address whenever it changes: a link to another tab of the page,
 * Back and Forward. A picked tab whose content the server has not sent, with no request for it on
 * the way any more (Back pressed while it loaded cancels that request), gives way to the address's
 * tab instead of staying empty.
 */
export function useAddressTab<T extends string>(address: T, hasContent: (tab: T) => boolean, loading: boolean) {
  const [selected, setSelected] = useState(address);
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    setSelected(address);
  } else if (selected !== address && !loading && !hasContent(selected)) {
    setSelected(address);
  }
  return [selected, setSelected] as const;
}
