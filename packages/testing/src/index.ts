export { authorizationParams } from './authorization-params.js';
export { type CapturedBodies, captureBodies } from './capture-bodies.js';
export {
  type CapturedNotification,
  type CapturedSnapNotifications,
  captureSnapNotifications,
} from './capture-snap-notifications.js';
export { type Fault, faultName } from './fault-proxy/fault.js';
export {
  matchCall,
  type ProxiedRequest,
  type RequestMatch,
  type RequestSummary,
  type UpstreamAnswer,
} from './fault-proxy/proxied-request.js';
export { type FaultProxy, type FaultProxyOptions, startFaultProxy } from './fault-proxy/start-fault-proxy.js';
export { freePort } from './free-port.js';
export { inPool } from './in-pool.js';
export { type Mismatch, mismatchOf } from './mismatch-of.js';
export { neutralPaymentParams } from './neutral-payment-params.js';
export { rejectionOf } from './rejection-of.js';
export { type StallingNotificationStore, stallingNotificationStore } from './stalling-notification-store.js';
export { type SoftHsm, softHsmLibrary, startSoftHsm } from './start-softhsm.js';
export { startTinyproxy, type Tinyproxy, type TinyproxyOptions } from './start-tinyproxy.js';
export { type RunningWorker, startWorker, type WorkerOptions } from './start-worker.js';
export { uniqueId } from './unique-id.js';
export { until } from './until.js';
export { type Listen, useListeners } from './use-listeners.js';
export { type SandboxSetup, useSandbox } from './use-sandbox.js';
