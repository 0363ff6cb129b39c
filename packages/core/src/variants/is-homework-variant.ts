import type { VariantRow } from './variant-row';

export const homeworkSource = 'homework';

/**
 * A variant made from a homework assignment: listed under 'Варианты ДЗ', not 'Мои варианты'. Older
 * ones are known only by the names the homework screen gave them, so the names count as well (SPEC §2).
 */
export function isHomeworkVariant(variant: Pick<VariantRow, 'name' | 'source'>): boolean {
  return variant.source === homeworkSource || variant.name === 'Вариант из ДЗ' || variant.name.startsWith('Вариант ДЗ ');
}
