// The CPU time one call takes in this process, for the adversarial "linear, not quadratic or exponential"
// guards. These guards are not speed targets (those live in the benches); they catch a reading that blows up
// on long input. Wall-clock time counts the other processes of a loaded machine (a test run shares its cores
// with every other test file), so a guard on it fails under load; this process's own CPU time does not grow with
// the machine's load.
export function cpuMillis(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
