// Test-runner reporter that writes node's coverage summary (per-file line and branch counts) as one JSON line;
// scripts/run-tests.mjs reads it to apply the coverage gate (Node 20's runner has no threshold flags).
export default async function* coverageReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:coverage') continue;
    const { workingDirectory, files } = event.data.summary;
    const slim = files.map((f) => ({
      path: f.path,
      totalLineCount: f.totalLineCount,
      coveredLineCount: f.coveredLineCount,
      totalBranchCount: f.totalBranchCount,
      coveredBranchCount: f.coveredBranchCount,
    }));
    yield `${JSON.stringify({ workingDirectory, files: slim })}\n`;
  }
}
