// Times the `import()` of one cold-start entry in this fresh process. Prints wall and CPU ms as JSON:
// CPU time (all threads of the process) is what the import costs whatever else loads the machine.
const wall = performance.now();
const cpu = process.cpuUsage();
await import(`./cold-${process.argv[2]}.mjs`);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 }));
