// What an operation of the API reference can throw, derived from its endpoint definition's retry policy
// (`retry`): a read, a write with a recovery lookup, or a write without one. The client decides what a
// failure becomes from that class alone, so the errors are stated once per class, not per operation.

/** @typedef {'read' | 'write' | 'recoverable'} RetryClass */
/**
 * An error an operation can throw, and when: `{Name}` in `when` names another class of `@lintas/core`,
 * which the reference links to.
 * @typedef {{ readonly name: string, readonly when: string }} ThrownError
 */

/**
 * The retry class of an endpoint definition, as the client reads it.
 * @param {{ readonly retry: 'read' | { readonly recover?: unknown } }} endpoint
 * @returns {RetryClass}
 */
export function retryClassOf(endpoint) {
  if (endpoint.retry === 'read') return 'read';
  return typeof endpoint.retry.recover === 'function' ? 'recoverable' : 'write';
}

/** What each class means for the caller, said before its errors. */
export const RETRY_CLASS_WORDS = {
  read: "A read: sent again after a network error, a timeout, HTTP 408, 429 or 5xx, or one of the gateway's transient codes (with backoff, honouring `Retry-After`); once the retries run out, it throws the last failure.",
  write:
    'A write without a recovery: sent again only when that is safe (the request never left, or the answer said nothing was done); once it may have been done, any doubt ends in `OutcomeUnknownError`.',
  recoverable:
    'A write with a recovery: after an ambiguous failure it is sent again with the same keys, and a duplicate refusal or an unreadable answer is resolved by looking its record up.',
};

const validation = {
  name: 'RequestValidationError',
  when: 'a param breaks a rule of its schema (the error names the field and the fix); nothing was sent',
};
const aborted = (when) => ({ name: 'CallAbortedError', when });
const journal = {
  name: 'JournalWriteError',
  when: "a client with a `journal` could not write the call's intent before sending it; nothing was sent",
};

/** The errors a call of each class can throw, in the order a caller meets them. */
const ERRORS = {
  read: [
    validation,
    { name: 'GatewayError', when: 'the gateway refused it: its `code` and `message` say why (21006: no such record)' },
    {
      name: 'HttpStatusError',
      when: 'an HTTP error status from the gateway or a proxy: at once for a 4xx, after the retries for 408, 429 and 5xx',
    },
    { name: 'NetworkError', when: 'no connection, or the connection dropped, on every attempt' },
    { name: 'TimeoutError', when: 'no answer within the timeout, on every attempt' },
    {
      name: 'ResponseFormatError',
      when: "the answer is not the gateway's envelope, or its data does not have the documented shape (the raw body is on the error)",
    },
    aborted('your `signal` aborted the call'),
  ],
  write: [
    validation,
    {
      name: 'GatewayError',
      when: 'the gateway refused it, so nothing was done (a duplicate code, e.g. 21007, when a key of yours was used before)',
    },
    { name: 'HttpStatusError', when: 'an HTTP 4xx other than 408 and 429: the request was not taken' },
    { name: 'NetworkError', when: 'the connection could not be made, so nothing was sent' },
    aborted('your `signal` aborted the call before it was sent'),
    journal,
    {
      name: 'OutcomeUnknownError',
      when: "it may have been done: a timeout, a dropped connection or an HTTP 5xx after sending, an answer that cannot be read, rate limiting until the retries ran out, or your `signal` aborting it in flight (the error's `cause` says which). Reconcile with the error's `keys` through the operation's status check before sending it with new keys",
    },
  ],
  recoverable: [],
};
ERRORS.recoverable = ERRORS.write.map((error) =>
  error.name === 'OutcomeUnknownError'
    ? {
        name: 'OutcomeUnknownError',
        when: "it may have been done and the lookup could not confirm the record is this call's: the error's `cause` is a {RecordMismatchError} naming the fields that differ or could not be checked, or the lookup's own error (e.g. a {GatewayError} 21006, not found). Reconcile with the error's `keys` through the operation's status check before sending it with new keys",
      }
    : error,
);

/**
 * The errors a call of `retryClass` can throw, each with when it does.
 * @param {RetryClass} retryClass
 * @returns {readonly ThrownError[]}
 */
export function errorsOf(retryClass) {
  return ERRORS[retryClass];
}
