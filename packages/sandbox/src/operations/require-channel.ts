import { GatewayError } from '../protocol/gateway-error.js';
import { RESULT } from '../protocol/result-codes.js';
import type { ChannelUse, GatewayChannel } from '../state/channels.js';
import type { OperationContext } from './define-operation.js';

/** What a request needs of its channel: the country it pays in and what it pays with. */
export interface ChannelNeed {
  /** The request's country, when it has one. */
  readonly countryCode?: string | undefined;
  /** The uses the operation takes. */
  readonly uses: readonly ChannelUse[];
}

/**
 * The channel named by a request, if the sandbox knows it and it fits the request's country and use;
 * else the gateway's 21005 "Merchant channel is unavailable" (https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html).
 * The list says only that 21005 exists: no page says which code a misspelt or foreign channel code
 * gets, and 21005 is the list's one code about channels.
 */
export function requireChannel(context: OperationContext, channelCode: string, need: ChannelNeed): GatewayChannel {
  const channel = context.sandbox.channels.find(channelCode);
  const valid = () => validCodes(context, need);
  if (!channel) throw unavailable(`${channelCode} is not a channel of this merchant`, valid());
  if (need.countryCode !== undefined && channel.countryCode !== need.countryCode)
    throw unavailable(`${channelCode} is a channel of ${channel.countryCode}, not ${need.countryCode}`, valid());
  if (!need.uses.includes(channel.use))
    throw unavailable(`${channelCode} is a ${channel.use} channel, not one of ${need.uses.join(', ')}`, valid());
  return channel;
}

/**
 * What the sandbox names after a refused channel: the codes the request could have used (its country's
 * channels of its uses), so that a typo is fixed from the answer; `lintas-sandbox --channel` adds others.
 */
function validCodes(context: OperationContext, need: ChannelNeed): string {
  const codes = context.sandbox.channels
    .all()
    .filter((channel) => need.countryCode === undefined || channel.countryCode === need.countryCode)
    .filter((channel) => need.uses.includes(channel.use))
    .map((channel) => channel.channelCode);
  const where = need.countryCode === undefined ? '' : ` of ${need.countryCode}`;
  return codes.length === 0
    ? `no ${need.uses.join(' or ')} channel${where} exists`
    : `the ${need.uses.join(' or ')} channels${where}: ${codes.join(', ')}`;
}

function unavailable(detail: string, valid: string): GatewayError {
  return new GatewayError(RESULT.channelUnavailable, `${RESULT.channelUnavailable.message}: ${detail}; ${valid}`);
}
