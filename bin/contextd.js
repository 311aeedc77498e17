#!/usr/bin/env node
import { main } from '../dist/cli/main.js';

main().catch((error) => {
  process.stderr.write(`contextd: ${error?.message ?? error}\n`);
  process.exit(1);
});
