import type { ESLint } from 'eslint';

/** The plugin is JavaScript so that eslint.config.js loads it without a build step; its test needs its type. */
export declare const webBoundariesPlugin: ESLint.Plugin;
