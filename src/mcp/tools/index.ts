import type { ToolDefinition } from '../define-tool.js';
import { checkpointTools } from './checkpoints.js';
import { connectorTools } from './connector.js';
import { operationTools } from './operations.js';
import { remediationsTools } from './remediations.js';
import { skillsTools } from './skills.js';
import { memoryTools } from './memories.js';
import { repositoryTools } from './repository.js';
import { troubleshootTools } from './troubleshoot.js';

/** Every tool, family by family. */
export const allTools: ToolDefinition[] = [
  ...checkpointTools,
  ...operationTools,
  ...remediationsTools,
  ...troubleshootTools,
  ...skillsTools,
  ...memoryTools,
  ...repositoryTools,
  ...connectorTools,
];
