import type { DemoSolution } from '../demo-task';
import { blocks1921Solutions } from './blocks-19-21';
import { type01Solutions } from './type-01';
import { type02Solutions } from './type-02';
import { type03Solutions } from './type-03';
import { type04Solutions } from './type-04';
import { type05Solutions } from './type-05';
import { type06Solutions } from './type-06';
import { type07Solutions } from './type-07';
import { type08Solutions } from './type-08';
import { type09Solutions } from './type-09';
import { type10Solutions } from './type-10';
import { type11Solutions } from './type-11';
import { type12Solutions } from './type-12';
import { type13Solutions } from './type-13';
import { type14Solutions } from './type-14';
import { type15Solutions } from './type-15';
import { type16Solutions } from './type-16';
import { type17Solutions } from './type-17';
import { type18Solutions } from './type-18';
import { type22Solutions } from './type-22';
import { type23Solutions } from './type-23';
import { type24Solutions } from './type-24';
import { type25Solutions } from './type-25';
import { type26Solutions } from './type-26';
import { type27Solutions } from './type-27';

/** Every written 'Разбор' of the demo bank by its task's key (a block question's: `<block>-<type>`). */
export const demoSolutions: Record<string, DemoSolution> = {
  ...type01Solutions,
  ...type02Solutions,
  ...type03Solutions,
  ...type04Solutions,
  ...type05Solutions,
  ...type06Solutions,
  ...type07Solutions,
  ...type08Solutions,
  ...type09Solutions,
  ...type10Solutions,
  ...type11Solutions,
  ...type12Solutions,
  ...type13Solutions,
  ...type14Solutions,
  ...type15Solutions,
  ...type16Solutions,
  ...type17Solutions,
  ...type18Solutions,
  ...type22Solutions,
  ...type23Solutions,
  ...type24Solutions,
  ...type25Solutions,
  ...type26Solutions,
  ...type27Solutions,
  ...blocks1921Solutions,
};
