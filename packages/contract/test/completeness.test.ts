import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answerRows,
  fixturesCheckedElsewhere,
  notificationRows,
  pendingFixtures,
  requestRows,
  requestsWithoutExample,
} from './contract-table.js';
import { fixture, fixtureFiles, fixtureName } from './fixtures.js';

const mapped = [...requestRows, ...answerRows, ...notificationRows].map((row) => row.fixture);
const pending = [...Object.keys(pendingFixtures), ...Object.keys(fixturesCheckedElsewhere)];

describe('the contract table', () => {
  it('maps every fixture file to exactly one check, or names it pending with a reason', () => {
    const unmapped = fixtureFiles().filter((file) => !mapped.includes(file) && !pending.includes(file));
    expect(unmapped).toEqual([]);
    const twice = [...mapped, ...pending].filter((file, index, all) => all.indexOf(file) !== index);
    expect(twice).toEqual([]);
  });

  it('names only fixture files that exist', () => {
    const files = fixtureFiles();
    expect([...mapped, ...pending].filter((file) => !files.includes(file))).toEqual([]);
  });

  it('puts each fixture in the table of its kind, on the endpoint of its path', () => {
    expect(requestRows.filter((row) => !fixtureName(row.fixture).startsWith('req.')).map((row) => row.fixture)).toEqual(
      [],
    );
    expect(answerRows.filter((row) => !fixtureName(row.fixture).startsWith('resp.')).map((row) => row.fixture)).toEqual(
      [],
    );
    expect(
      notificationRows.filter((row) => !fixtureName(row.fixture).startsWith('notif.')).map((row) => row.fixture),
    ).toEqual([]);
    for (const row of [...requestRows, ...answerRows])
      expect(row.endpoint.path, row.fixture).toBe(fixture(row.fixture).path);
    for (const row of requestRows)
      if ('fixture' in row.answer)
        expect(fixture(row.answer.fixture).path, row.fixture).toBe(fixture(row.fixture).path);
  });

  it('names, for every fixture checked by its own test, a test file that reads it', () => {
    for (const [file, test] of Object.entries(fixturesCheckedElsewhere))
      expect(readFileSync(new URL(`../${test}`, import.meta.url), 'utf8'), test).toContain(file);
  });

  it('keeps a reason for every pending fixture', () => {
    expect(Object.entries(pendingFixtures).filter(([, reason]) => reason.trim() === '')).toEqual([]);
  });

  it('says which requests no stored page shows an example of, and maps no fixture to them', () => {
    const withFixture = new Set(requestRows.map((row) => row.endpoint));
    for (const { endpoint, pages, shows } of requestsWithoutExample) {
      expect(withFixture.has(endpoint), endpoint.path).toBe(false);
      expect(
        pages.filter((page) => !/^https:\/\/[a-z0-9.-]+\//.test(page)),
        endpoint.path,
      ).toEqual([]);
      expect(shows, endpoint.path).toMatch(/no request or answer example|with no body|param not shown/);
    }
  });

  it('cites the public page of every fixture', () => {
    expect(fixtureFiles().filter((file) => !/^https:\/\/[a-z0-9.-]+\//.test(fixture(file).source))).toEqual([]);
  });
});
