/** The numbers of decision 035, in one place for the rules, the tests and the card. */
export const petRules = {
  name: 'Байт',
  startSatiety: 60,
  maxSatiety: 100,
  satietyLostPerHour: 1,
  satietyPerTreat: 25,
  satietyPerPlay: 10,
  hungryBelow: 20,
} as const;
