export { useSandbox, type SandboxSetup } from './use-sandbox.js';
export { rejectionOf } from './rejection-of.js';
export { uniqueId } from './unique-id.js';
export { authorizationParams } from './authorization-params.js';
export { startFaultProxy, type FaultProxy, type FaultProxyOptions } from './fault-proxy/start-fault-proxy.js';
export { faultName, type Fault } from './fault-proxy/fault.js';
export {
  matchCall,
  type ProxiedRequest,
  type RequestMatch,
  type RequestSummary,
  type UpstreamAnswer,
} from './fault-proxy/proxied-request.js';
export { mismatchOf, type Mismatch } from './mismatch-of.js';
export { neutralPaymentParams } from './neutral-payment-params.js';
export { startWorker, type RunningWorker, type WorkerOptions } from './start-worker.js';
export { startTinyproxy, type Tinyproxy, type TinyproxyOptions } from './start-tinyproxy.js';
export { freePort } from './free-port.js';
export { useListeners, type Listen } from './use-listeners.js';
export { until } from './until.js';
