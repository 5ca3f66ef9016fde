// First call, Lintas: a fresh process imports core and one family, builds the client with the merchant's
// key (base64 PKCS#8 DER, as the dashboard gives it) and makes one Philippine `createPayment`, as a
// serverless function's cold start does.
import * as core from '@lintas/core';
import * as family from '@lintas/philippines';
import { lintasFirstCall } from './first-call-params.mjs';

await lintasFirstCall(core, family);
// The process's own CPU time (every thread, from its start), for the bench to print beside the wall time.
console.log(JSON.stringify(process.cpuUsage()));
