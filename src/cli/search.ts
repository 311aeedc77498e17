import type { Command } from 'commander';

export function registerSearch(_program: Command): void {}
