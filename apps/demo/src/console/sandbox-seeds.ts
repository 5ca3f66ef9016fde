import type { SandboxDriver } from '../sandbox-driver.js';
import type { SeedView } from './api-types.js';

/** What one seed makes: the ids a form then takes, by field name. */
type Seed = (
  sandbox: SandboxDriver,
  appId: string,
  newId: (prefix: string) => string,
) => Promise<Record<string, string>>;

/**
 * Records the gateway documents no operation to create, which some operations act on: the sandbox's
 * control API makes them. By the operation that needs one (`family.name`).
 */
const SEEDS: Readonly<Record<string, { readonly label: string; readonly seed: Seed }>> = {
  'splitV1.createSplitReturn': {
    label: 'create a split payment to return from',
    seed: async (sandbox, appId, newId) => {
      const record = await sandbox.seedSplitPayment({
        appId,
        splitPaymentNo: newId('SP'),
        detailNo: newId('DT'),
        splitMerchantOrderNo: newId('split'),
        amount: 100_000,
        countryCode: 'ID',
      });
      return {
        splitPaymentNo: record.splitPaymentNo,
        detailNo: record.detailNo,
        splitMerchantOrderNo: record.splitMerchantOrderNo,
      };
    },
  },
  'splitV1.deleteReceiver': {
    label: 'bind a receiver to delete',
    seed: async (sandbox, appId, newId) => ({
      bindNo: (await sandbox.seedReceiver({ appId, bindNo: newId('BIND'), countryCode: 'ID' })).bindNo,
    }),
  },
  'thailand.listStaticPayments': {
    label: 'create a Thai static payment code',
    seed: async (sandbox, appId, newId) => ({
      mchOrderId: (await sandbox.seedStaticCode({ appId, mchOrderId: newId('static'), countryCode: 'TH' })).mchOrderId,
    }),
  },
};

/** What the sandbox can make for `operation` (`family.name`) to act on, if anything. */
export function seedFor(operation: string): SeedView | undefined {
  const seed = SEEDS[operation];
  return seed && { label: seed.label };
}

/** Makes the record `operation` acts on in the sandbox; answers the ids the form takes. */
export function plantSeed(
  operation: string,
  sandbox: SandboxDriver,
  appId: string,
  newId: (prefix: string) => string,
): Promise<Record<string, string>> | undefined {
  return SEEDS[operation]?.seed(sandbox, appId, newId);
}
