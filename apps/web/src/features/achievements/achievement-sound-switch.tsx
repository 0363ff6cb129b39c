import { Switch } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { achievementSoundKey } from './achievement-sound';

/** The chime of the achievement toast, on unless switched off here (kept in localStorage). */
export function AchievementSoundSwitch() {
  const [sound, setSound] = useLocalStorage<'on' | 'off'>({ key: achievementSoundKey, defaultValue: 'on', getInitialValueInEffect: false });
  return <Switch label="Звук при получении достижения" checked={sound !== 'off'} onChange={(event) => setSound(event.currentTarget.checked ? 'on' : 'off')} />;
}
