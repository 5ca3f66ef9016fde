import * as v from 'valibot';

/** An absolute `http:` or `https:` URL in a request (notification and redirect addresses). */
export const HttpUrlSchema = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL'),
);
