export const variantsTabs = ['public', 'mine', 'homework', 'generator'] as const;
export type VariantsTab = (typeof variantsTabs)[number];

export const defaultVariantsTab: VariantsTab = 'mine';

export function parseVariantsTab(value: unknown): VariantsTab | undefined {
  return variantsTabs.find((tab) => tab === value);
}
