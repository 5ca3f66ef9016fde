// First call on the previous release's build (release-build.mjs), as first-lintas.mjs makes it on this one.
import { lintasFirstCall } from './first-call-params.mjs';

await lintasFirstCall(
  await import(process.env.LINTAS_RELEASE_CORE),
  await import(process.env.LINTAS_RELEASE_PHILIPPINES),
);
// The process's own CPU time (every thread, from its start), for the bench to print beside the wall time.
console.log(JSON.stringify(process.cpuUsage()));
