export { type Currency, minorUnits } from './amounts/minor-units.js';
export { type AmountUnit, readAmount } from './amounts/read-amount.js';
export { toMajorUnits } from './amounts/to-major-units.js';
export { toMinorUnits } from './amounts/to-minor-units.js';
export type { Action as CallAction, OutcomeKind } from './call/decide.js';
export { createClient } from './create-client.js';
export { defineEndpoint } from './define-endpoint.js';
export { definePlugin, type Plugin } from './define-plugin.js';
export {
  createEnvelope,
  type EnvelopeOptions,
  parseResponseEnvelope,
  type RequestEnvelope,
  type ResponseEnvelope,
  ResponseEnvelopeSchema,
  type TimestampUnit,
} from './envelope.js';
export { type ClientFromEnvOptions, createClientFromEnv } from './environment/create-client-from-env.js';
export { createVerifierFromEnv } from './environment/create-verifier-from-env.js';
export type { Environment, LintasVariable } from './environment/read-env.js';
export { AmountError, type AmountErrorReason, isAmountError } from './errors/amount-error.js';
export { CallAbortedError, isCallAbortedError } from './errors/call-aborted-error.js';
export { ConfigurationError, isConfigurationError } from './errors/configuration-error.js';
export { EnvironmentError, isEnvironmentError } from './errors/environment-error.js';
export { GatewayCode, TransactionFailedCode, transientGatewayCodes } from './errors/gateway-codes.js';
export { GatewayError, isGatewayError } from './errors/gateway-error.js';
export { HttpStatusError, isHttpStatusError } from './errors/http-status-error.js';
export { isJournalWriteError, JournalWriteError } from './errors/journal-write-error.js';
export { isLintasError, LintasError } from './errors/lintas-error.js';
export { isNetworkError, NetworkError } from './errors/network-error.js';
export { isOutcomeUnknownError, OutcomeUnknownError } from './errors/outcome-unknown-error.js';
export { isRateLimitTimeoutError, RateLimitTimeoutError } from './errors/rate-limit-timeout-error.js';
export { type FieldMismatch, isRecordMismatchError, RecordMismatchError } from './errors/record-mismatch-error.js';
export { isRecordNotFoundError, RecordNotFoundError } from './errors/record-not-found-error.js';
export {
  isRequestValidationError,
  RequestValidationError,
  type ValidationIssue,
} from './errors/request-validation-error.js';
export { isResponseFormatError, ResponseFormatError } from './errors/response-format-error.js';
export { isSignatureError, SignatureError, type SignatureErrorReason } from './errors/signature-error.js';
export { isSigningTimeoutError, SigningTimeoutError } from './errors/signing-timeout-error.js';
export { isTimeoutError, TimeoutError } from './errors/timeout-error.js';
export type { ExtraParams, JsonValue } from './extra-params.js';
export * from './notifications/index.js';
export { type PersonalDataMetadata, personalData } from './personal-data/personal-data.js';
export { personalFields } from './personal-data/personal-fields.js';
export { recordIdentity } from './record-identity.js';
export { assertRecordMatches } from './recovery/assert-record-matches.js';
export { countryPaymentQuery } from './recovery/country-payment-query.js';
export { type CreatedPayout, recoverPayout } from './recovery/recover-payout.js';
export { type RecoveredQrCode, recoverQrCode } from './recovery/recover-qr-code.js';

export { AmountSchema, amountIn, ResponseAmountSchema } from './schemas/amount.js';
export {
  ChannelCodeSchema,
  ChannelTypeSchema,
  CountryCodeSchema,
  CurrencyCodeSchema,
  channelTypes,
  countryCodes,
  currencyCodes,
} from './schemas/codes.js';
export {
  DateSchema,
  formatGatewayDate,
  GatewayDateTimeSchema,
  gatewayDateTimePattern,
  isoDateTimePattern,
  parseGatewayDateTime,
} from './schemas/date-time.js';
export {
  CustomerNameSchema,
  EmailSchema,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  RedirectUrlSchema,
  RemarkSchema,
} from './schemas/fields.js';
export { IsoDateTimeSchema } from './schemas/iso-date-time.js';
export { type OpenEnum, type OpenEnumSchema, openEnum, type UnlistedValue } from './schemas/open-enum.js';
export { TimestampSchema } from './schemas/timestamp.js';
export { HttpUrlSchema } from './schemas/url.js';
export { type DigestSignerOptions, digestSigner } from './signing/digest-signer.js';
export type { KeyObjectLike, RsaKeyInput } from './signing/rsa-key-input.js';
export { type RsaSha256SignerOptions, rsaSha256Signer } from './signing/rsa-sha256-signer.js';
export { type RsaSha256VerifierOptions, rsaSha256Verifier } from './signing/rsa-sha256-verifier.js';
export { sha256DigestInfo } from './signing/sha256-digest.js';
export type { Signer, SignOptions, Verifier } from './signing/signer.js';
export type { AccessTokenStore, RequestIdStore, StoredAccessToken } from './types/access-token-store.js';
export type {
  CallIntent,
  CallJournal,
  CallJournalOpenOptions,
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
export type { CreatedRecordStore } from './types/created-record-store.js';
export type {
  AnyEndpoint,
  CallEndpoint,
  EndpointData,
  EndpointDefinition,
  EndpointMap,
  EndpointParams,
  NotificationStrategy,
  ProbeStrategy,
  RecoverContext,
  ReDriveStrategy,
  RetryPolicy,
  SettlementStrategy,
  StatusCheck,
  UnreachableStrategy,
  WritePolicy,
} from './types/endpoint.js';
export type { InferData, KnownFields, WidenOpenEnums } from './types/known-fields.js';
export type { AttemptMetadata, CallMetadata, CallPromise, WithMetadata } from './types/metadata.js';
export type { AttemptReport, CallObserver, CallWatch, ObservedCall } from './types/observer.js';
export type { Protocol, ProtocolCall, ProtocolReading, ProtocolRequest, ProtocolUnsent } from './types/protocol.js';
export type {
  RateLimit,
  RateLimitAttempt,
  RateLimitReserveOptions,
  RateLimitSettings,
  RateLimitStore,
  RateLimitTurn,
} from './types/rate-limit.js';
export type { TraceAttributes, TraceAttributeValue, Tracer, TraceSpan, TraceSpanOptions } from './types/tracer.js';
export { bytesToBase64 } from './utils/base64.js';
export { isLocalHost } from './utils/is-local-host.js';
