/** What the CLI tells the developer once the sandbox is up. */
export interface BannerFacts {
  readonly url: string;
  readonly appId: string;
  /** Only for a demo merchant: its private key is printed on purpose, for the SDK to sign with. */
  readonly privateKey?: string;
  /** Only for a demo merchant (else in the `.env` file alone): the SNAP client secret. */
  readonly clientSecret?: string;
  readonly publicKey: string;
  readonly platformPublicKey: string;
  /** The `.env` file of the settings, for `node --env-file`. */
  readonly envFile: string;
  /** Where the merchant's payout notifications go; `null` when no address is set. */
  readonly payoutNotifyUrl: string | null;
}

function payoutLines(facts: BannerFacts): string[] {
  const example = JSON.stringify({ payoutNotifyUrl: 'http://127.0.0.1:3000/notifications' });
  return [
    facts.payoutNotifyUrl === null
      ? '# Payout notifications (disbursement.success / .failed): no address set. The gateway sends them to the'
      : `# Payout notifications (disbursement.success / .failed) go to ${facts.payoutNotifyUrl}. The gateway sends them to the`,
    "# dashboard's Disbursement Notification URL (a payout request carries none); here, start with",
    `# --payout-notify-url <url>, or set it while running: curl -X PATCH ${facts.url}/__sandbox/merchants/${facts.appId} \\`,
    `#   -H 'content-type: application/json' -d '${example}'`,
  ];
}

function snapLines(facts: BannerFacts): string[] {
  return [
    '# SNAP BI (@lintas/snap, the /v2.0/ and /v2.1/ paths): the client key is the app id, the key pair the same',
    `export LINTAS_SNAP_BASE_URL=${facts.url}`,
    `export LINTAS_SNAP_CLIENT_KEY=${facts.appId}`,
    ...(facts.clientSecret
      ? [`export LINTAS_SNAP_CLIENT_SECRET=${facts.clientSecret}`, 'export LINTAS_SNAP_PRIVATE_KEY=$LINTAS_PRIVATE_KEY']
      : [`# LINTAS_SNAP_CLIENT_SECRET (HMAC of the cargo site's calls) is in ${facts.envFile}`]),
    `# A SNAP payment's payer: curl -X POST ${facts.url}/__sandbox/snap/payments/complete \\`,
    `#   -H 'content-type: application/json' -d '{"referenceNo":"<the referenceNo it answered>"}'`,
  ];
}

/**
 * The human-readable start banner: `export` lines a shell runs as they are, the `.env` file that holds
 * the same settings, and where payout notifications go.
 */
export function formatBanner(facts: BannerFacts): string {
  const folder = facts.envFile.replace(/[\\/]?\.env$/, '') || '.';
  const lines = [
    `Lintas sandbox listening on ${facts.url}`,
    '',
    `Home page: ${facts.url}/ (what the sandbox holds, with the payer's and the channel's actions)`,
    `Control API: ${facts.url}/__sandbox/state (see the README for the routes)`,
    '',
    facts.privateKey
      ? `# Demo merchant, kept in ${folder}/ across restarts (--fresh for a new one). Paste into your shell:`
      : `# Merchant registered with the public key you gave, kept in ${folder}/. Paste into your shell:`,
    `export LINTAS_BASE_URL=${facts.url}`,
    `export LINTAS_APP_ID=${facts.appId}`,
  ];
  if (facts.privateKey) lines.push(`export LINTAS_PRIVATE_KEY=${facts.privateKey}`);
  lines.push(
    '# Platform public key: verifies the signature of the notifications this sandbox sends',
    `export LINTAS_PLATFORM_PUBLIC_KEY=${facts.platformPublicKey}`,
    ...snapLines(facts),
    `# Or, without pasting: node --env-file=${facts.envFile} your-app.js (the same settings, rewritten at each start)`,
    '',
    ...payoutLines(facts),
    '',
    facts.privateKey
      ? `Try it, with the variables above set: lintas-sandbox call /open-api/account/balance '{"countryCode":"PH"}'`
      : 'Sign requests with your private key (the Lintas SDK, or lintas-sandbox call with LINTAS_PRIVATE_KEY set).',
    'One line per API request and per notification delivery follows (--quiet turns them off).',
    'Press Ctrl+C to stop.',
    '',
  );
  return lines.join('\n');
}
