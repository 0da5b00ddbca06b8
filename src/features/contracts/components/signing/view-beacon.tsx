'use client';

import { useEffect } from 'react';
import { recordContractViewAction } from '../../signing/actions';

/**
 * Counts the visit from the browser, after the page loaded: link previews (WhatsApp, e-mail
 * scanners) fetch the HTML without running scripts, so they never count as the client's view.
 */
export function ContractViewBeacon({ token }: { token: string }) {
  useEffect(() => {
    recordContractViewAction(token).catch(() => {
      // A lost view is not worth bothering the client with.
    });
  }, [token]);
  return null;
}
