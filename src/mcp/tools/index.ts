// Every tool of the tool-protocol server, in the order they are listed.
import { checkNameEquivalenceTool, compareTool, describePackTool, linkTool, whyUnresolvedTool } from './compare.js';
import { casesTool, entitiesTool, observeTool, pathTool, resolveTool } from './entities.js';
import { decisionTool, explainTool, replayTool } from './ledger.js';
import { capabilitiesTool, coverageTool, inferJurisdictionTool } from './meta.js';
import { deidentifyTool, detectTool, extractTool, guardedScanTool, placesTool } from './text.js';
import type { ToolDef } from './types.js';

export const TOOLS: readonly ToolDef[] = [
  capabilitiesTool,
  inferJurisdictionTool,
  coverageTool,
  describePackTool,
  detectTool,
  deidentifyTool,
  guardedScanTool,
  compareTool,
  whyUnresolvedTool,
  checkNameEquivalenceTool,
  linkTool,
  extractTool,
  placesTool,
  decisionTool,
  explainTool,
  replayTool,
  entitiesTool,
  pathTool,
  casesTool,
  resolveTool,
  observeTool,
];
