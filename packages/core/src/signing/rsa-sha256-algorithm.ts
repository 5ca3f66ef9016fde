/** The algorithm of the gateway's signatures: SHA256WithRSA (https://developer.paycools.com/en/docs/paycools-doc/technical-param-config). */
export const rsaSha256Algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
