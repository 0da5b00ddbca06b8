import { contractFromProposalToVerifiedPdf } from '../support/contracts-flow';
import { test } from '../support/test';

test('a contract from a sent proposal to a verified signed PDF: filled, edited, sent, signed by the client, countersigned', async ({
  page,
  context,
  request,
  browser,
}) => {
  await contractFromProposalToVerifiedPdf(
    { page, context, request, browser },
    { tap: (p, name) => p.getByRole('button', { name, exact: true }).click() },
  );
});
