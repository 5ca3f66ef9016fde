/**
 * `@lintas/split-v1`: the split-payment (v1) API family of the Lintas SDK (split returns, receiver
 * bindings and relationship proof files). Use it with `createClient(config).use(splitV1)` from
 * `@lintas/core`.
 *
 * @packageDocumentation
 */
export { splitV1, type SplitV1Endpoints } from './split-v1-plugin.js';

export {
  createSplitReturn,
  CreateSplitReturnDataSchema,
  CreateSplitReturnParamsSchema,
  ReturnStatusSchema,
  type CreateSplitReturnData,
  type CreateSplitReturnParams,
} from './endpoints/create-split-return.js';
export {
  deleteReceiver,
  DeleteReceiverDataSchema,
  DeleteReceiverParamsSchema,
  type DeleteReceiverData,
  type DeleteReceiverParams,
} from './endpoints/delete-receiver.js';
export {
  uploadProofFile,
  proofFileBusinessTypes,
  UploadProofFileDataSchema,
  UploadProofFileParamsSchema,
  type UploadProofFileData,
  type UploadProofFileParams,
} from './endpoints/upload-proof-file.js';
export { encodeFileContent, maxFileContentLength, maxProofFileBytes } from './utils/encode-file-content.js';
