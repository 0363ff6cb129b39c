import { z as zod } from 'zod';
import { isCleanText, isCleanValue, textRuleMessage, textRuleParams } from './text-rule';

/*
 * zod as every schema of ours sees it (through validation/z): the same namespace, except that the
 * schemas a client's text can arrive through carry the text rule. A local export wins over the
 * star export of the same name, so `z.string()` anywhere in our schemas is this one.
 */
export * from 'zod';

const rule = { message: textRuleMessage, params: textRuleParams, abort: true } as const;

/** zod's string(), refusing NUL and lone surrogates before any other check of the field. */
export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine(isCleanText, rule);
}

/** zod's unknown(), refusing a value with NUL or a lone surrogate in any string or key inside it. */
export function unknown(): zod.ZodUnknown {
  return zod.unknown().refine(isCleanValue, rule);
}

/** zod's any(), with the same deep rule as unknown(). */
export function any(): zod.ZodAny {
  return zod.any().refine(isCleanValue, rule);
}
