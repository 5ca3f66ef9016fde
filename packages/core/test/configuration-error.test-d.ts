import { describe, expectTypeOf, it } from 'vitest';
import { type ConfigurationError, isConfigurationError, type LintasError } from '../src/index.js';

describe('ConfigurationError', () => {
  it('is a LintasError named ConfigurationError whose guard narrows to it, with the option it names', () => {
    expectTypeOf<ConfigurationError>().toExtend<LintasError>();
    expectTypeOf<ConfigurationError['name']>().toEqualTypeOf<'ConfigurationError'>();
    expectTypeOf<ConfigurationError['option']>().toEqualTypeOf<string>();
    const caught: unknown = undefined;
    if (isConfigurationError(caught)) expectTypeOf(caught).toEqualTypeOf<ConfigurationError>();
  });
});
