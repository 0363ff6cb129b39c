import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices (heading order among them). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeFinding = { rule: string; impact: string; target: string; html: string; summary: string };

/** Impacts that fail the accessibility spec; moderate and minor findings are reported beside them. */
export const blockingImpacts: readonly string[] = ['serious', 'critical'];

/** What a change of colour scheme can change: only these rules are run again in the other theme. */
export const themeRules: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * Every finding of axe on the page as it is now, the theory frame included: all WCAG 2.2 A/AA rules
 * and best practices, or only the rules named in `only` (a second theme needs just `themeRules`).
 * 'label-content-name-mismatch' (a visible label missing from the accessible name, WCAG 2.5.3) is
 * experimental in axe and off by default, so it is switched on by name.
 */
export async function scanPage(page: Page, only?: readonly string[]): Promise<AxeFinding[]> {
  // options() replaces what withTags() or withRules() set, so it goes first.
  const builder = new AxeBuilder({ page });
  if (only) builder.options({ resultTypes: ['violations'] }).withRules([...only]);
  else builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] }).withTags(tags);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map(String).join(' '),
      html: node.html.slice(0, 200),
      summary: node.failureSummary ?? violation.help,
    })),
  );
}

/** One line per finding, for a failure message a developer can act on. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((finding) => `[${finding.impact}] ${finding.rule} at ${finding.target}: ${finding.summary.replace(/\s+/g, ' ')}\n    ${finding.html}`).join('\n');
}
