// What a call loads only when it does not succeed at once (see load-failure-path.ts): one module, so
// that a first failure costs one `import()`.
export { continueCall } from './continue-call.js';
export { paramsDespiteIssues } from './invalid-params.js';
