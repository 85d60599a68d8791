// service-core keygen (being built by the foundation issue).
export async function runKeygen(_argv: string[]): Promise<number> {
  process.stderr.write('service-core keygen: not implemented yet\n');
  return 1;
}
