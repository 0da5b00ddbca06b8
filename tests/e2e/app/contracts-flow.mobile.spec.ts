import { contractFromProposalToVerifiedPdf } from '../support/contracts-flow';
import { test } from '../support/test';

test('at 375 px: a contract from a sent proposal to a verified signed PDF', async ({ page, context, request, browser }) => {
  await contractFromProposalToVerifiedPdf(
    { page, context, request, browser },
    { viewport: { width: 375, height: 812 }, tap: (p, name) => p.getByRole('button', { name, exact: true }).tap() },
  );
});
