// service-core verify (being built by the foundation issue).
export async function runVerify(_argv: string[]): Promise<number> {
  process.stderr.write('service-core verify: not implemented yet\n');
  return 1;
}
