import type { Command } from 'commander';

export function registerSkills(_program: Command): void {}
