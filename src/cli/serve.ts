// service-core serve (being built by the foundation issue).
export async function runServe(_argv: string[]): Promise<number> {
  process.stderr.write('service-core serve: not implemented yet\n');
  return 1;
}
