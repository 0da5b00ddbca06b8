import { expect, test } from '../support/test';
import { freelancerWithSentProposal, generateFillAndSend } from '../support/contracts';

test('at 375 px: Gerar contrato, fill the blanks, edit a clause, save and send, without sideways scrolling', async ({
  page,
  context,
  request,
}) => {
  const { clientEmail, proposalId } = await freelancerWithSentProposal(context, request);
  await generateFillAndSend(page, proposalId, clientEmail);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
