import type { TaskGenerator } from './task-generator';
import { type01Generator } from './type-01';
import { type02Generator } from './type-02';
import { type03Generator } from './type-03';
import { type04Generator } from './type-04';
import { type05Generator } from './type-05';
import { type06Generator } from './type-06';
import { type07Generator } from './type-07';
import { type08Generator } from './type-08';
import { type09Generator } from './type-09';
import { type10Generator } from './type-10';
import { type11Generator } from './type-11';
import { type12Generator } from './type-12';
import { type13Generator } from './type-13';
import { type14Generator } from './type-14';
import { type15Generator } from './type-15';
import { type16Generator } from './type-16';
import { type17Generator } from './type-17';
import { type18Generator } from './type-18';
import { type19Generator } from './type-19';
import { type20Generator } from './type-20';
import { type21Generator } from './type-21';
import { type22Generator } from './type-22';
import { type23Generator } from './type-23';
import { type24Generator } from './type-24';
import { type25Generator } from './type-25';
import { type26Generator } from './type-26';
import { type27Generator } from './type-27';

/** Every type with a generator, one a line in the order of types; docs/features.md lists them. */
const generators = [
  type01Generator,
  type02Generator,
  type03Generator,
  type04Generator,
  type05Generator,
  type06Generator,
  type07Generator,
  type08Generator,
  type09Generator,
  type10Generator,
  type11Generator,
  type12Generator,
  type13Generator,
  type14Generator,
  type15Generator,
  type16Generator,
  type17Generator,
  type18Generator,
  type19Generator,
  type20Generator,
  type21Generator,
  type22Generator,
  type23Generator,
  type24Generator,
  type25Generator,
  type26Generator,
  type27Generator,
];

export const generatorsByType: ReadonlyMap<number, TaskGenerator<never>> = new Map<number, TaskGenerator<never>>(
  generators.map((generator) => [generator.type, generator as unknown as TaskGenerator<never>]),
);
