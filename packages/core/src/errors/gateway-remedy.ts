/**
 * What to do about the refusals a merchant meets while setting up, keyed by gateway code: the gateway's
 * own message names the problem, not its cause. `appId` is the client's application id.
 */
export function gatewayRemedy(code: number, appId: string | undefined): string | undefined {
  const app = appId === undefined ? 'your appId' : `appId "${appId}"`;
  switch (code) {
    case 21001:
      return `The signature does not verify with the public key registered for ${app}: the private key this client signs with is not the private half of the public key uploaded for ${app} in the merchant dashboard. Sign with the matching private key (LINTAS_PRIVATE_KEY), or upload the public half of this key for ${app}.`;
    case 21003:
      return `The gateway does not accept ${app} at this base URL: check the appId (LINTAS_APP_ID) against the application id in the merchant dashboard, and that it belongs to this environment (test and production applications have different ids and URLs).`;
    case 21008:
    case 21009:
      return "The request's timestamp was refused: check that this server's clock is synchronised (NTP), and the client's timestampUnit ('milliseconds' by default, 'seconds' for 10-digit timestamps).";
    case 21016:
      return `The gateway refuses requests from this server's IP address for ${app}: add the server's public IP address to the IP allow-list in the merchant dashboard.`;
    default:
      return undefined;
  }
}
