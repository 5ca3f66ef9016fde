import type { ChannelOption } from './api-types.js';
import type { Operation } from './catalog.js';
import { documentedChannels } from './form-defaults.js';

/** A channel as a list of them gives it: the sandbox's own list, or the gateway's checkout channels. */
export interface ListedChannel {
  readonly channelCode: string;
  readonly channelType: string;
  /** What it pays with (`payment`, `static-code`, `direct-debit`), when the list says. */
  readonly use?: string;
}

/** Where the channels of a country come from, and what the form calls that source. */
export interface ChannelSource {
  readonly name: 'sandbox' | 'gateway';
  readonly list: (countryCode: string) => Promise<readonly ListedChannel[]>;
}

/**
 * The channel codes a form offers for its `channelCode`: those its documentation names (the static,
 * QR or direct-debit channel an operation is for; on a sandbox, those it takes in the country), then
 * those of the country that `source` lists (read
 * once per country; a country it cannot list adds nothing). Where the source says what a channel pays
 * with, only channels the operation takes are added: direct-debit channels where the documented ones
 * are, static-code and payment channels where a static one is documented, else payment channels.
 */
export function createChannelList(
  source: ChannelSource,
): (operation: Operation, country: string) => Promise<ChannelOption[]> {
  const byCountry = new Map<string, Promise<readonly ListedChannel[]>>();
  const listed = (country: string) => {
    let found = byCountry.get(country);
    if (!found) {
      found = source.list(country).catch(() => {
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
    const channels = await listed(country);
    // The sandbox lists every channel it takes: a documented code it does not list for this country
    // (another country's example) would be refused. A gateway lists only checkout channels.
    const documented = documentedChannels(field.doc).filter(
      (code) => source.name !== 'sandbox' || channels.some((channel) => channel.channelCode === code),
    );
    const usesOfDocumented = new Set(
      channels.filter((channel) => documented.includes(channel.channelCode)).map((channel) => channel.use),
    );
    const uses = usesOfDocumented.has('direct-debit')
      ? ['direct-debit']
      : usesOfDocumented.has('static-code')
        ? ['static-code', 'payment']
        : ['payment'];
    const options: ChannelOption[] = documented.map((channelCode) => {
      const known = channels.find((channel) => channel.channelCode === channelCode);
      return known
        ? { channelCode, channelType: known.channelType, source: 'documentation' }
        : { channelCode, source: 'documentation' };
    });
    for (const channel of channels) {
      if (documented.includes(channel.channelCode) || (channel.use !== undefined && !uses.includes(channel.use)))
        continue;
      options.push({ channelCode: channel.channelCode, channelType: channel.channelType, source: source.name });
    }
    return options;
  };
}
