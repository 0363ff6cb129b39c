import { petRules } from './pet-rules';

/** What the pet's actions answer, and why one is refused (409). */
export const petMessages = {
  noTreats: 'Нет лакомств: решите задачу, чтобы получить лакомство',
  full: `${petRules.name} сыт — покормите его позже`,
  playedToday: `Сегодня уже играли — ${petRules.name} ждёт вас завтра`,
  hungry: `${petRules.name} голоден: сначала покормите его`,
  fed: `${petRules.name} съел лакомство. Спасибо!`,
  played: `${petRules.name} наигрался и повеселел`,
  petted: `${petRules.name} довольно мурлычет`,
} as const;
