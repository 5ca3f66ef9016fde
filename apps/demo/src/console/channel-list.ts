import type { ChannelOption } from './api-types.js';
import type { Operation } from './catalog.js';
import { documentedChannels } from './form-defaults.js';

/** Lists the checkout channels of a country, as the gateway answers `neutral.listCheckoutChannels`. */
export type ListChannels = (
  countryCode: string,
) => Promise<ReadonlyArray<{ channelCode: string; channelType: string }>>;

/**
 * The channel codes a form offers for its `channelCode`: those its documentation names (the static,
 * QR or direct-debit channel an operation is for), then the checkout channels the gateway lists for the
 * country (read once per country; a country it cannot list adds nothing).
 */
export function createChannelList(
  list: ListChannels,
): (operation: Operation, country: string) => Promise<ChannelOption[]> {
  const byCountry = new Map<string, Promise<ReadonlyArray<{ channelCode: string; channelType: string }>>>();
  const gatewayChannels = (country: string) => {
    let found = byCountry.get(country);
    if (!found) {
      found = list(country).catch(() => {
        byCountry.delete(country);
        return [];
      });
      byCountry.set(country, found);
    }
    return found;
  };
  return async (operation, country) => {
    const field = operation.fields.find((candidate) => candidate.name === 'channelCode');
    if (!field) return [];
    const options: ChannelOption[] = documentedChannels(field.doc).map((channelCode) => ({
      channelCode,
      source: 'documentation',
    }));
    for (const channel of await gatewayChannels(country)) {
      if (!options.some((option) => option.channelCode === channel.channelCode))
        options.push({ channelCode: channel.channelCode, channelType: channel.channelType, source: 'gateway' });
    }
    return options;
  };
}
