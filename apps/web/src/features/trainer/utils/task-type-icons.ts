import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import {
  IconAbacus,
  IconArrowsShuffle,
  IconBinary,
  IconCalculator,
  IconChartDots3,
  IconChartLine,
  IconClock,
  IconDatabase,
  IconDeviceFloppy,
  IconDice5,
  IconFileSearch,
  IconLetterCase,
  IconLockCode,
  IconLogicAnd,
  IconMap2,
  IconNetwork,
  IconPencil,
  IconPhoto,
  IconPolygon,
  IconRepeat,
  IconRobot,
  IconSearch,
  IconSettings,
  IconSortAscending,
  IconTable,
  IconTableOptions,
  type Icon,
} from '@tabler/icons-react';
import { type TrainerType } from './trainer-types';

/**
 * The icon of each task type, from the icon set of the rest of the app: the catalogue's emoji render as
 * empty boxes where no emoji font is installed (a bare Linux, an old Windows). The 19–21 block shares 19's.
 */
const iconOfType: Record<number, Icon> = {
  1: IconMap2,
  2: IconTableOptions,
  3: IconDatabase,
  4: IconLockCode,
  5: IconSettings,
  6: IconPolygon,
  7: IconPhoto,
  8: IconArrowsShuffle,
  9: IconTable,
  10: IconFileSearch,
  11: IconDeviceFloppy,
  12: IconPencil,
  13: IconNetwork,
  14: IconBinary,
  15: IconLogicAnd,
  16: IconRepeat,
  17: IconChartLine,
  18: IconRobot,
  19: IconDice5,
  20: IconDice5,
  21: IconDice5,
  22: IconClock,
  23: IconCalculator,
  24: IconLetterCase,
  25: IconSearch,
  26: IconSortAscending,
  27: IconChartDots3,
};

export function taskTypeIcon(type: TrainerType): Icon {
  return iconOfType[type === blockKey ? 19 : type] ?? IconAbacus;
}
