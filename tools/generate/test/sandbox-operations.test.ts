import { describe, expect, it } from 'vitest';
import {
  describeOperation,
  sandboxOperationsModule,
  sandboxReadme,
  servedOperations,
} from '../src/outputs/sandbox-operations.mjs';

const operation = (
  path: string,
  doc: string,
  module = './payments/create-payment.js',
  exportName = 'createPayment',
) => ({
  exportName,
  module,
  folder: module.split('/')[1] ?? '',
  path,
  doc,
});

describe("a sandbox operation's README row", () => {
  it.each([
    [
      '/open-api/payment/close',
      '`/open-api/payment/close`: PENDING → CLOSED.',
      { page: undefined, notes: 'PENDING → CLOSED.' },
    ],
    [
      '/open-api/qr/generate',
      '`/open-api/qr/generate` (https://docs.example/qr.html): a THB payment,\nPENDING until paid.',
      { page: 'https://docs.example/qr.html', notes: 'A THB payment, PENDING until paid.' },
    ],
    [
      '/open-api/payment/refund',
      '`/open-api/payment/refund` (https://docs.example/refund.html). Checks, in order: 21006.',
      { page: 'https://docs.example/refund.html', notes: 'Checks, in order: 21006.' },
    ],
    ['/open-api/a', 'Serves `/open-api/b`.', { page: undefined, notes: 'Serves `/open-api/b`.' }],
  ])('%s: %j', (path, doc, expected) => {
    expect(describeOperation(operation(path, doc))).toEqual(expected);
  });
});

describe("the sandbox's operations, named as the SDK names them", () => {
  const families = [
    {
      folder: 'neutral',
      packageName: '@lintas/neutral',
      plugin: 'neutral',
      pascal: 'Neutral',
      currency: 'PHP',
      country: 'PH',
      protocol: 'envelope' as const,
    },
    {
      folder: 'philippines',
      packageName: '@lintas/philippines',
      plugin: 'philippines',
      pascal: 'Philippines',
      currency: 'PHP',
      country: 'PH',
      protocol: 'envelope' as const,
    },
  ];
  const endpoint = (name: string, path: string) => ({
    name,
    path,
    module: '',
    retry: { kind: 'read' as const },
    exports: [],
    description: '',
  });
  const endpoints = new Map([
    [families[0]!, [endpoint('createPayment', '/open-api/payment/generate')]],
    [families[1]!, [endpoint('createPayment', '/open-api/philippines/payment/generate')]],
  ]);
  const served = servedOperations(families, endpoints, [
    operation(
      '/open-api/philippines/payment/generate',
      '`/open-api/philippines/payment/generate`: PHP.',
      './philippines/create-payment.js',
    ),
    operation('/open-api/report/extra', 'A report.', './reports/extra-report.js', 'extraReport'),
    operation('/open-api/payment/generate', '`/open-api/payment/generate`: any country.'),
  ]);

  it('takes the family and name of the SDK endpoint of the same path, in the order of families.json', () => {
    expect(served.map(({ family, name, path }) => `${family}.${name} ${path}`)).toEqual([
      'neutral.createPayment /open-api/payment/generate',
      'philippines.createPayment /open-api/philippines/payment/generate',
      'reports.extraReport /open-api/report/extra',
    ]);
  });

  it('names an operation of a path two families share after the endpoint of its own folder', () => {
    const shared = new Map([
      [families[0]!, [endpoint('createDisbursement', '/open-api/disbursement')]],
      [families[1]!, [endpoint('createPayout', '/open-api/disbursement')]],
    ]);
    const both = servedOperations(families, shared, [
      operation('/open-api/disbursement', 'PH.', './philippines/create-payout.js', 'createPayout'),
      operation('/open-api/disbursement', 'Any.', './neutral/create-disbursement.js', 'createDisbursement'),
    ]);
    expect(both.map(({ family, name }) => `${family}.${name}`)).toEqual([
      'neutral.createDisbursement',
      'philippines.createPayout',
    ]);
  });

  it('routes each by its group and name, importing a taken name under its family', () => {
    const { content } = sandboxOperationsModule(served);
    expect(content).toContain("import { createPayment } from './payments/create-payment.js';");
    expect(content).toContain(
      "import { createPayment as philippinesCreatePayment } from './philippines/create-payment.js';",
    );
    expect(content).toContain(
      '  neutral: { createPayment },\n  philippines: { createPayment: philippinesCreatePayment },',
    );
    expect(content).toContain('  reports: { extraReport },');
  });

  it('lists each in the README with the path, the SDK method and what the sandbox does', () => {
    expect(sandboxReadme(served).content.split('\n')).toEqual([
      '| Path | SDK method, and the page it follows | What the sandbox does |',
      '|---|---|---|',
      '| `/open-api/payment/generate` | `neutral.createPayment` | Any country. |',
      '| `/open-api/philippines/payment/generate` | `philippines.createPayment` | PHP. |',
      '| `/open-api/report/extra` | `reports.extraReport` | A report. |',
    ]);
  });
});
