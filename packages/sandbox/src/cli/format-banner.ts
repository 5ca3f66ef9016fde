/** What the CLI tells the developer once the sandbox is up. */
export interface BannerFacts {
  readonly url: string;
  readonly appId: string;
  /** Only for a generated demo merchant: its private key is printed on purpose, to be pasted into the SDK. */
  readonly privateKey?: string;
  readonly publicKey?: string;
  readonly platformPublicKey: string;
}

/** The human-readable start banner with a copy-paste block of settings. */
export function formatBanner(facts: BannerFacts): string {
  const lines = [
    `Lintas sandbox listening on ${facts.url}`,
    '',
    `Home page: ${facts.url}/ (what the sandbox holds, with the payer's and the channel's actions)`,
    `Control API: ${facts.url}/__sandbox/state (see the README for the routes)`,
    '',
    facts.privateKey
      ? '# Demo merchant (a fresh key pair, valid only for this sandbox run) — copy into your SDK configuration:'
      : '# Merchant registered with the public key you gave — copy into your SDK configuration:',
    `LINTAS_BASE_URL=${facts.url}`,
    `LINTAS_APP_ID=${facts.appId}`,
  ];
  if (facts.privateKey) lines.push(`LINTAS_PRIVATE_KEY=${facts.privateKey}`);
  lines.push(
    '# Platform public key: verifies the signature of the notifications this sandbox sends',
    `LINTAS_PLATFORM_PUBLIC_KEY=${facts.platformPublicKey}`,
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
