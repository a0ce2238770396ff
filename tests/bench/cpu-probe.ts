/**
 * Loaded into the bench's server process only (`node --import`), never by the product: answers the bench's
 * question over the IPC channel with the CPU time the server process has used so far.
 */
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
