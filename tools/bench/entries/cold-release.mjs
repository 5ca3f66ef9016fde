// Cold start of the previous release's build (release-build.mjs): its core and one family, as
// cold-lintas.mjs imports this build's.
await import(process.env.LINTAS_RELEASE_CORE);
await import(process.env.LINTAS_RELEASE_PHILIPPINES);
