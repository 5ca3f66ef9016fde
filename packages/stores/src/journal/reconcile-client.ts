import type { AnyEndpoint, CallOptions, EndpointData, EndpointParams } from '@lintas/core';

/** A client to run lookups with: any Lintas client (its `appId` and `call` are used). */
export interface ReconcileClient {
  /** The merchant application id: `reconcile()` settles only the entries of this account's calls. */
  readonly appId: string;
  call<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    params: EndpointParams<TEndpoint>,
    options?: CallOptions,
  ): Promise<EndpointData<TEndpoint>>;
}
