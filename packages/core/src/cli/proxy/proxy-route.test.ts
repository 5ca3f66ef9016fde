import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../define-endpoint.js';
import { type ProxyCall, proxyRoute } from './proxy-route.js';

const endpoint = (path: `/${string}`) =>
  defineEndpoint({ path, params: v.strictObject({ id: v.string() }), data: v.looseObject({}), retry: 'read' });
const queryThing = endpoint('/open-api/thing/query');
const pay = endpoint('/open-api/pay');
const payAgain = endpoint('/open-api/pay');
const plugins = [
  { name: 'first', endpoints: { queryThing, pay } },
  { name: 'second', endpoints: { payAgain } },
];

describe('proxyRoute', () => {
  // Each row: the path and body a tool sends, and the call it names or the status it is refused with.
  const rows: [string, string, unknown, Partial<ProxyCall> | number][] = [
    [
      'a family and an operation, with the plain params',
      '/first/queryThing',
      { id: 'a' },
      { operation: 'first.queryThing', endpoint: queryThing, params: { id: 'a' } },
    ],
    [
      'a gateway path with an unsigned param, its timestamp dropped',
      '/open-api/thing/query',
      { param: '{"id":"a","timestamp":1}' },
      { operation: 'first.queryThing', params: { id: 'a' } },
    ],
    [
      'a gateway path with appId and sign left over from a copy',
      '/open-api/thing/query',
      { appId: 'x', sign: 'y', param: '{"id":"a"}' },
      { operation: 'first.queryThing', params: { id: 'a' } },
    ],
    [
      'params whose members look like a refusal',
      '/open-api/thing/query',
      { param: '{"status":400,"message":"x"}' },
      { operation: 'first.queryThing', params: { status: 400, message: 'x' } },
    ],
    ['an operation the family lacks', '/first/createThing', { id: 'a' }, 404],
    ['a name of Object.prototype', '/first/constructor', {}, 404],
    ['a path no operation has', '/open-api/nothing', { param: '{}' }, 404],
    ['a gateway path two families share', '/open-api/pay', { param: '{}' }, 409],
    ['a gateway path without param', '/open-api/thing/query', { id: 'a' }, 400],
    ['a param that is not JSON', '/open-api/thing/query', { param: '{id' }, 400],
    ['a param that is not an object', '/open-api/thing/query', { param: '[1]' }, 400],
    ['a body that is not an object', '/first/queryThing', ['a'], 400],
  ];
  it.each(rows)('%s', (_, path, body, expected) => {
    const route = proxyRoute(path, body, plugins);
    if (typeof expected === 'number') expect(route).toMatchObject({ status: expected });
    else expect(route).toMatchObject(expected);
  });
});
