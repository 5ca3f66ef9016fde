export { createClient } from './create-client.js';
export { createClientFromEnv, type ClientFromEnvOptions } from './environment/create-client-from-env.js';
export { createVerifierFromEnv } from './environment/create-verifier-from-env.js';
export type { Environment, LintasVariable } from './environment/read-env.js';
export { defineEndpoint } from './define-endpoint.js';
export { definePlugin, type Plugin } from './define-plugin.js';
export {
  createEnvelope,
  parseResponseEnvelope,
  ResponseEnvelopeSchema,
  type EnvelopeOptions,
  type RequestEnvelope,
  type ResponseEnvelope,
  type TimestampUnit,
} from './envelope.js';

export type { ExtraParams, JsonValue } from './extra-params.js';

export type { Signer, Verifier } from './signing/signer.js';
export { rsaSha256Signer, type RsaSha256SignerOptions } from './signing/rsa-sha256-signer.js';
export { rsaSha256Verifier, type RsaSha256VerifierOptions } from './signing/rsa-sha256-verifier.js';
export type { KeyObjectLike, RsaKeyInput } from './signing/rsa-key-input.js';

export { LintasError, isLintasError } from './errors/lintas-error.js';
export { EnvironmentError, isEnvironmentError } from './errors/environment-error.js';
export { ConfigurationError, isConfigurationError } from './errors/configuration-error.js';
export {
  RequestValidationError,
  isRequestValidationError,
  type ValidationIssue,
} from './errors/request-validation-error.js';
export { GatewayError, isGatewayError } from './errors/gateway-error.js';
export { GatewayCode, TransactionFailedCode, transientGatewayCodes } from './errors/gateway-codes.js';
export { HttpStatusError, isHttpStatusError } from './errors/http-status-error.js';
export { TimeoutError, isTimeoutError } from './errors/timeout-error.js';
export { NetworkError, isNetworkError } from './errors/network-error.js';
export { ResponseFormatError, isResponseFormatError } from './errors/response-format-error.js';
export { SignatureError, isSignatureError, type SignatureErrorReason } from './errors/signature-error.js';
export { OutcomeUnknownError, isOutcomeUnknownError } from './errors/outcome-unknown-error.js';
export { CallAbortedError, isCallAbortedError } from './errors/call-aborted-error.js';
export { JournalWriteError, isJournalWriteError } from './errors/journal-write-error.js';
export { RecordMismatchError, isRecordMismatchError, type FieldMismatch } from './errors/record-mismatch-error.js';

export { AmountSchema, ResponseAmountSchema } from './schemas/amount.js';
export {
  DateSchema,
  GatewayDateTimeSchema,
  gatewayDateTimePattern,
  formatGatewayDate,
  isoDateTimePattern,
  parseGatewayDateTime,
} from './schemas/date-time.js';
export { IsoDateTimeSchema } from './schemas/iso-date-time.js';
export { TimestampSchema } from './schemas/timestamp.js';
export {
  ChannelCodeSchema,
  ChannelTypeSchema,
  CountryCodeSchema,
  CurrencyCodeSchema,
  channelTypes,
  countryCodes,
  currencyCodes,
} from './schemas/codes.js';
export { HttpUrlSchema } from './schemas/url.js';
export {
  CustomerNameSchema,
  EmailSchema,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  RedirectUrlSchema,
  RemarkSchema,
} from './schemas/fields.js';
export { openEnum, type OpenEnum, type OpenEnumSchema, type UnlistedValue } from './schemas/open-enum.js';
export { bytesToBase64 } from './utils/base64.js';
export { recoverPayout, type CreatedPayout } from './recovery/recover-payout.js';
export { assertRecordMatches } from './recovery/assert-record-matches.js';
export { recordIdentity } from './record-identity.js';

export type {
  AnyEndpoint,
  CallEndpoint,
  EndpointData,
  EndpointDefinition,
  EndpointMap,
  EndpointParams,
  RecoverContext,
  RetryPolicy,
  WritePolicy,
} from './types/endpoint.js';
export type { InferData, KnownFields, WidenOpenEnums } from './types/known-fields.js';
export type {
  CallIntent,
  CallJournal,
  CallOptions,
  CallOutcome,
  Client,
  ClientBase,
  ClientConfig,
  ClientHooks,
  EndpointMethods,
  OutcomeUnknownEvent,
  RequestEvent,
  ResponseEvent,
  RetryEvent,
  RetrySettings,
} from './types/client.js';
export type { AttemptMetadata, CallMetadata, CallPromise, WithMetadata } from './types/metadata.js';
export type { LogLevel, LogOptions, Logger } from './types/log.js';
export type { TraceAttributeValue, TraceAttributes, TraceSpan, TraceSpanOptions, Tracer } from './types/tracer.js';

export * from './notifications/index.js';
