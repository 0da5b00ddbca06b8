import { contractFromProposalToVerifiedPdf } from '../support/contracts-flow';
import { test } from '../support/test';

test('at 375 px: a contract from a sent proposal to a verified signed PDF', async ({ page, context, request, browser }) => {
  // Three flows in one (the freelancer's contract, the client's signature with an e-mailed code, the
  // countersignature and the verification): twice the budget of one flow, for busy machines.
  test.setTimeout(240_000);
  await contractFromProposalToVerifiedPdf(
    { page, context, request, browser },
    { viewport: { width: 375, height: 812 }, tap: (p, name) => p.getByRole('button', { name, exact: true }).tap() },
  );
});
