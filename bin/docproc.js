#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so that the installed package needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
