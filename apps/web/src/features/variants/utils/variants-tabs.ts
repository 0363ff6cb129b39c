export const variantsTabs = ['public', 'mine', 'homework', 'generator'] as const;
export type VariantsTab = (typeof variantsTabs)[number];

/** The tab of /variants without ?tab=: your own variants once signed in, the public ones for a guest. */
export function defaultVariantsTabFor(signedOut: boolean): VariantsTab {
  return signedOut ? 'public' : 'mine';
}

export function parseVariantsTab(value: unknown): VariantsTab | undefined {
  return variantsTabs.find((tab) => tab === value);
}
