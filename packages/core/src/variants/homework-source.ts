/**
 * The source of a variant opened from a homework assignment: listed under 'Варианты ДЗ', not 'Мои
 * варианты'. Older ones are known only by the names the homework screen gave them, so the lists
 * count those names as well (SPEC §2; variantSql's isHomework).
 */
export const homeworkSource = 'homework';
