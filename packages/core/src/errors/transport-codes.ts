// The few result codes the transport itself acts on, apart from the full `GatewayCode` table so a
// bundle that never names a code does not carry the table (https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html).

/**
 * The codes that mean success unless an endpoint declares its own: copies of the gateway answer
 * `10000 "Success"` or `1000 "success"` for the same operations (`GatewayCode.Success`,
 * `GatewayCode.AlternateSuccess`).
 */
// 1000 "success": e.g. the Indonesian payout,
// https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html
export const defaultSuccessCodes: readonly number[] = [10000, 1000];

/**
 * 21001 "Request sign error": the signature does not verify with the public key the merchant
 * registered. The gateway checks the signature before anything else, so nothing was done
 * (https://developer.paycools.com/en/docs/paycools-doc/api-description: "check protocol fields
 * first"): the same request signed with the merchant's next key may be sent again.
 */
export const signErrorCode = 21001;

/** 21020 "Too many requests": nothing was done, so even a money-moving call may be repeated. */
export const tooManyRequestsCode = 21020;

/**
 * Codes that mean "try again later": nothing was done (21020) or the gateway failed on its side (21000
 * server error, 21011 network error). Read calls retry them; money-moving calls treat 21000 and 21011
 * as an unknown outcome.
 */
export const transientGatewayCodes: readonly number[] = [21000, 21011, tooManyRequestsCode];
