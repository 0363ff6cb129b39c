#!/usr/bin/env node
// The sources are TypeScript run through tsx, the same way `npm run ege` runs them.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
