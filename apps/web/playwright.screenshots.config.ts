import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The e2e setup (real server, Debian's Chromium) pointed at the screenshot script instead of the specs.
export default defineConfig({ ...base, testDir: './screenshots' });
