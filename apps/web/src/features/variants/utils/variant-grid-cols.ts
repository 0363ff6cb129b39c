/** One column on phones, two on tablets, three on wide screens. */
export const variantGridCols = { base: 1, sm: 2, lg: 3 };
