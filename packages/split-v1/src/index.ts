/**
 * `@lintas/split-v1`: the split-payment (v1) API family of the Lintas SDK (split returns, receiver
 * bindings and relationship proof files). Use it with `createClient(config).use(splitV1)` from
 * `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CreateSplitReturnData,
  CreateSplitReturnDataSchema,
  type CreateSplitReturnParams,
  CreateSplitReturnParamsSchema,
  createSplitReturn,
  ReturnStatusSchema,
} from './endpoints/create-split-return.js';
export {
  type DeleteReceiverData,
  DeleteReceiverDataSchema,
  type DeleteReceiverParams,
  DeleteReceiverParamsSchema,
  deleteReceiver,
} from './endpoints/delete-receiver.js';
export {
  proofFileBusinessTypes,
  type UploadProofFileData,
  UploadProofFileDataSchema,
  type UploadProofFileParams,
  UploadProofFileParamsSchema,
  uploadProofFile,
} from './endpoints/upload-proof-file.js';
export type { SplitV1Endpoints } from './split-v1-endpoints.js';

// </generated>

export { splitV1 } from './split-v1-plugin.js';
export { encodeFileContent, maxFileContentLength, maxProofFileBytes } from './utils/encode-file-content.js';
