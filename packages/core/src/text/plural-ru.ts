/** The Russian noun form for a count: [one, few, many] as in 1 минуту, 2 минуты, 5 минут (11–14 take many). */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
