export { useSandbox, type SandboxSetup } from './use-sandbox.js';
export { rejectionOf } from './rejection-of.js';
export { uniqueId } from './unique-id.js';
export { authorizationParams } from './authorization-params.js';
