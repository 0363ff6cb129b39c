/**
 * Replies are indented one step per level up to this depth (SPEC §2: nesting is indented to depth 3).
 * A reply deeper than that is drawn at depth 3 too, right after its parent and marked with whom it
 * answers, so a long back-and-forth stays readable at 375 px instead of shrinking into a sliver.
 */
export const maxNestedDepth = 3;

/** The depth a reply is drawn at, given the depth its parent is drawn at (roots are 0). */
export function nestedDepthOf(parentDepth: number): number {
  return Math.min(parentDepth + 1, maxNestedDepth);
}
