// Where a proposal's rendered PDFs are kept in the file storage (serve.ts reads and writes them):
// one slot per edition and language. Apart from serve.ts so that deleting a proposal or an account
// can clear the slots without loading the renderer.
import 'server-only';
import { getStorage } from '@/features/storage/storage';
import { locales, type Locale } from '@/i18n/routing';
import type { ProposalPdfEdition } from './model';

const EDITIONS: readonly ProposalPdfEdition[] = ['basic', 'premium', 'white_label'];

/** The storage slot of one proposal's document in one edition and language (one file, overwritten when the content changes). */
export function storedPdfKey(
  accountId: string,
  proposalId: string,
  options: { edition: ProposalPdfEdition; locale: Locale },
): string {
  // Storage keys take letters, digits, '/', '-' and '.' (assertSafeKey): 'white_label' becomes 'white-label'.
  const edition = options.edition.replaceAll('_', '-');
  return `pdf-cache/${accountId}/${proposalId}-${edition}-${options.locale}.pdf`.toLowerCase();
}

/**
 * Removes every stored document of these proposals (a deleted proposal's content must not outlive
 * it in the storage). Failures are logged, never thrown: the rows are already gone, and a slot left
 * behind is unreachable (its key needs the proposal's id and the stored hash).
 */
export async function forgetStoredPdfs(accountId: string, proposalIds: readonly string[]): Promise<void> {
  const storage = getStorage();
  for (const proposalId of proposalIds) {
    for (const edition of EDITIONS) {
      for (const locale of locales) {
        try {
          await storage.delete(storedPdfKey(accountId, proposalId, { edition, locale }));
        } catch (error) {
          console.error('[valora] PDF cache: deleting a stored document failed:', error);
        }
      }
    }
  }
}
