// First call, floor: a fresh process that does nothing but say its CPU time (the runtime's own start-up
// and exit).
// The process's own CPU time (every thread, from its start), for the bench to print beside the wall time.
console.log(JSON.stringify(process.cpuUsage()));
