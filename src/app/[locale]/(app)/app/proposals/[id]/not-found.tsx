import { ProposalNotFound } from '@/features/proposals/components/proposal-not-found';

// notFound() from the proposal's page or its edit page (an unknown id, or another account's):
// 'Proposta não encontrada' inside the app shell, with a 404 status. No loading boundary sits
// above these pages, so the status is decided before anything is sent.
export default function NotFound() {
  return <ProposalNotFound />;
}
