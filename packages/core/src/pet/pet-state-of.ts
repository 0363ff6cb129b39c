import { moscowDayOf } from '../clock/moscow-time';
import { petRules } from './pet-rules';
import type { Pet, PetMood } from './pet-schemas';
import type { PetProgress, PetRow } from './pet-sql';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const moodTexts: Record<PetMood, string> = { happy: 'Радуется', calm: 'Спокоен', sad: 'Скучает', hungry: 'Голоден' };
// Practice today makes it happy, yesterday calm, longer ago (or never) sad; a play today lifts it one step.
const moodSteps: PetMood[] = ['sad', 'calm', 'happy'];

/** The pet now: its stored state moved on by the clock and read against the student's solves (decision 035). */
export function petStateOf(row: PetRow, progress: PetProgress, now: Date): Pet {
  const today = moscowDayOf(now);
  const hours = Math.max(0, Math.floor((now.getTime() - row.satiety_at.getTime()) / hourMs));
  const satiety = Math.max(0, row.satiety - hours * petRules.satietyLostPerHour);
  const treats = Math.max(0, progress.treats_earned - row.treats_used);
  const daysWithout = progress.last_solve_at === null ? null : Math.max(0, (Date.parse(today) - Date.parse(moscowDayOf(progress.last_solve_at))) / dayMs);
  const playedToday = row.played_on === today;
  const practice = daysWithout === null ? 0 : Math.max(0, 2 - daysWithout);
  const mood: PetMood = satiety < petRules.hungryBelow ? 'hungry' : moodSteps[Math.min(2, practice + (playedToday ? 1 : 0))]!;
  return {
    name: row.name,
    satiety,
    mood,
    mood_text: moodTexts[mood],
    treats,
    days_without_practice: daysWithout,
    played_today: playedToday,
    petted_today: row.petted_on === today,
    affection: row.affection,
    can_feed: treats > 0 && satiety < petRules.maxSatiety,
    can_play: !playedToday && satiety >= petRules.hungryBelow,
  };
}
