import type { Command } from 'commander';

export function registerIndex(_program: Command): void {}
