import { createSnapClient, memorySnapStore, type SnapProfileName, type SnapStore } from '@lintas/snap';
import { demoRetry, demoTimeout } from '../client.js';
import type { SandboxDriver } from '../sandbox-driver.js';
import { addSnapMerchant, type SnapMerchant } from '../snap/snap-merchant.js';
import type { CallOutcome } from './api-types.js';
import { callThrough } from './call-operation.js';
import type { Operation } from './catalog.js';

/** The console's SNAP merchant on one site, and the store its clients share: its token, its `X-EXTERNAL-ID`s. */
export interface SnapAccount extends SnapMerchant {
  readonly profile: SnapProfileName;
  readonly store: SnapStore;
}

/** The console's SNAP merchants, one per site. */
export interface SnapAccounts {
  /** The merchant of `profile`'s site, seeded on the sandbox when first asked for; none without a sandbox. */
  of(profile: SnapProfileName): Promise<SnapAccount | undefined>;
  /** The app ids of the merchants added so far. */
  appIds(): Promise<string[]>;
}

/** Where the console's SNAP merchants' notifications go, and the receiver that takes them for each. */
export interface SnapAccountNotifications {
  url(profile: SnapProfileName): string;
  /** Called with each merchant once it is added, before any of its codes exists. */
  receive(profile: SnapProfileName, merchant: { store: SnapStore; partnerId: string }): Promise<void>;
}

/**
 * The console's SNAP merchants on `sandbox`, each added (a key pair of its own, the client secret the
 * sandbox issues, its notifications sent to `notifications.url(profile)` and taken for it by
 * `notifications.receive`, when given) the first time a form or a call of its site needs it, as the
 * demo's SNAP group adds its own. A gateway issues SNAP credentials to a merchant itself: without a
 * sandbox there are none.
 */
export function createSnapAccounts(
  sandbox: SandboxDriver | undefined,
  notifications?: SnapAccountNotifications,
): SnapAccounts {
  const made = new Map<SnapProfileName, Promise<SnapAccount>>();
  return {
    of(profile) {
      if (!sandbox) return Promise.resolve(undefined);
      let account = made.get(profile);
      if (!account) {
        account = addSnapMerchant(sandbox, notifications?.url(profile)).then(async (merchant) => {
          const store = memorySnapStore();
          await notifications?.receive(profile, { store, partnerId: merchant.appId });
          return { ...merchant, profile, store };
        });
        // One that could not be added is added again when next asked for.
        account.catch(() => made.delete(profile));
        made.set(profile, account);
      }
      return account;
    },
    async appIds() {
      const accounts = await Promise.all([...made.values()].map((account) => account.catch(() => undefined)));
      return accounts.flatMap((account) => (account ? [account.appId] : []));
    },
  };
}

/**
 * Sends `params` to the SNAP `operation` with a client of `account` (`createSnapClient`, the site's
 * profile), as a merchant's code would: the access token fetched once and kept in the account's store,
 * each attempt's headers and body recorded (the token never). Never throws: an error is the outcome.
 */
export function callSnapOperation(
  baseUrl: string,
  account: SnapAccount | undefined,
  operation: Operation,
  params: Record<string, unknown>,
): Promise<CallOutcome> {
  if (!account)
    return Promise.resolve({
      exchanges: [],
      error: {
        name: 'NotSent',
        message:
          'The console sends SNAP operations to a sandbox, with SNAP merchants it adds there: against a gateway, call them with the SNAP credentials it issued you (createSnapClient of @lintas/snap).',
      },
    });
  return callThrough(
    (fetch) =>
      createSnapClient({
        baseUrl,
        profile: account.profile,
        clientKey: account.appId,
        privateKey: account.privateKey,
        clientSecret: account.clientSecret,
        store: account.store,
        retry: demoRetry,
        timeout: demoTimeout,
        fetch,
      }),
    operation,
    params,
    { headers: true },
  );
}
