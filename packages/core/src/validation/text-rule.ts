/*
 * The one string rule at the edge: PostgreSQL refuses NUL in text ("invalid byte sequence") and a
 * lone UTF-16 surrogate in jsonb, and turns a lone surrogate in text into U+FFFD on the way in.
 * Neither is anything a person types, so input holding one is refused with a 400.
 */

export const textRuleMessage = 'Недопустимый символ в тексте (NUL или одиночный суррогат UTF-16)';

/** Marks the issues of this rule, so the error body can name the field in its detail. */
export const textRuleParams = { rule: 'text' } as const;

/** The rule's message with the field it was found in ('answers.12.user_answer'). */
export function textRuleMessageFor(field: string): string {
  return `Поле «${field}»: недопустимый символ (NUL или одиночный суррогат UTF-16)`;
}

export function isTextRuleIssue(issue: { code: string; params?: unknown }): boolean {
  return issue.code === 'custom' && (issue.params as { rule?: string } | undefined)?.rule === textRuleParams.rule;
}

// Without the u flag a regex sees UTF-16 code units, so a surrogate without its pair is visible.
// eslint-disable-next-line no-control-regex -- NUL is exactly what the rule is about.
const forbidden = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds no NUL and no lone surrogate. */
export function isCleanText(value: string): boolean {
  return !forbidden.test(value);
}

/** True when no string (nor object key) anywhere in a JSON-like value breaks the rule; walked without recursion. */
export function isCleanValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const nested of item) pending.push(nested);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) {
        if (!isCleanText(key)) return false;
        pending.push(nested);
      }
    }
  }
  return true;
}
