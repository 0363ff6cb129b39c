/** localStorage: 'off' silences the achievement toast's chime; anything else (or nothing) plays it. */
export const achievementSoundKey = 'achievement-sound';

export function isAchievementSoundOn(): boolean {
  try {
    return localStorage.getItem(achievementSoundKey) !== 'off';
  } catch {
    return true;
  }
}

// C major arpeggio, rising: short and bright, generated here so no audio file is fetched.
const notes = [523.25, 659.25, 783.99, 1046.5];

/** A short chime from the Web Audio API; silent where the browser has none or refuses to start it. */
export function playAchievementSound(): void {
  if (!isAchievementSoundOn() || typeof AudioContext === 'undefined') return;
  try {
    const context = new AudioContext();
    notes.forEach((frequency, index) => {
      const start = context.currentTime + index * 0.09;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'triangle';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.12, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.45);
    });
    window.setTimeout(() => void context.close(), 1500);
  } catch {
    // No sound is better than a broken toast.
  }
}
