// Receiving the gateway's notifications: verify, parse, acknowledge, deduplicate (spec §6, provider-facts §2).
export {};
