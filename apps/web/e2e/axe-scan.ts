import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices (heading order among them). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeFinding = { rule: string; impact: string; target: string; html: string; summary: string };

/** Impacts that fail the accessibility spec; moderate and minor findings are reported beside them. */
export const blockingImpacts: readonly string[] = ['serious', 'critical'];

/**
 * Every finding of axe on the page as it is now, the theory frame included.
 * 'label-content-name-mismatch' (a visible label missing from the accessible name, WCAG 2.5.3) is
 * experimental in axe and off by default, so it is switched on by name.
 */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  // options() replaces what withTags() set, so it goes first.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(tags)
    .analyze();
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
