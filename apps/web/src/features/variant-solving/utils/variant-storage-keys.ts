/**
 * Where a variant's progress lives in the browser (SPEC §4, §9): the local draft under
 * 'draft_variant_{id}', or 'hw_{id}' for a variant made from homework; and the answers handed to
 * the results page through session storage.
 */
export function draftStorageKeyOf(variant: { id: number; source: string | null }): string {
  return variant.source === 'homework' ? `hw_${variant.id}` : `draft_variant_${variant.id}`;
}

export function answersHandoffKeyOf(id: number): string {
  return `variant_answers_${id}`;
}
