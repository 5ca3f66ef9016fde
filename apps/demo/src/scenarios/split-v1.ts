import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';

const RETURNED = 'split payment returned';
const DELETED = 'receiver deleted';

/** A tiny valid PDF, the kind of proof of relationship a merchant uploads. */
const PROOF_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Split payments (v1 paths, ID): upload a proof file; return part of a split payment and delete a
 * receiver binding. Creating split payments and receivers has no documented path, so against the
 * sandbox they are seeded through its control API.
 */
export const splitV1Scenario: Scenario = {
  family: 'split-v1',
  async run(context: DemoContext, steps: Steps) {
    const { client, appId } = context;
    await steps.run('proof file uploaded', async () => {
      const file = await client.splitV1.uploadProofFile({
        fileName: 'store-relationship.pdf',
        fileContent: Buffer.from(PROOF_PDF).toString('base64'),
        businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
        countryCode: 'ID',
      });
      return passed(`${file.fileNo} (${file.fileName})`);
    });

    const sandbox = sandboxOrSkip(context, steps, [RETURNED, DELETED]);
    if (!sandbox) return;
    await steps.run(RETURNED, async () => {
      const split = await sandbox.seedSplitPayment({
        appId,
        splitPaymentNo: context.newId('sp'),
        detailNo: context.newId('sd'),
        splitMerchantOrderNo: context.newId('so'),
        amount: 50_000,
      });
      const returned = await client.splitV1.createSplitReturn({
        detailNo: split.detailNo,
        splitMerchantOrderNo: split.splitMerchantOrderNo,
        splitPaymentNo: split.splitPaymentNo,
        splitMerchantOrderReturnNo: context.newId('sr'),
        amount: 20_000,
        description: 'partial return to the buyer',
        countryCode: 'ID',
      });
      checkEqual(returned.returnStatus, 'SUCCESS', 'returnStatus');
      return passed(
        `${returned.splitPaymentReturnNo}, ${formatAmount(returned.amount, 'IDR')} of ${split.splitPaymentNo}, ${returned.returnStatus}`,
      );
    });
    await steps.run(DELETED, async () => {
      const { bindNo } = await sandbox.seedReceiver({ appId, bindNo: context.newId('bind') });
      const deleted = await client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' });
      checkEqual(deleted.bindNo, bindNo, 'bindNo');
      return passed(`binding ${deleted.bindNo} deleted`);
    });
  },
};
