import type { TaskGenerator } from './task-generator';
import { type01Generator } from './types/type-01/type-01';
import { type02Generator } from './types/type-02/type-02';
import { type03Generator } from './types/type-03/type-03';
import { type04Generator } from './types/type-04/type-04';
import { type05Generator } from './types/type-05/type-05';
import { type06Generator } from './types/type-06/type-06';
import { type07Generator } from './types/type-07/type-07';
import { type08Generator } from './types/type-08/type-08';
import { type09Generator } from './types/type-09/type-09';
import { type10Generator } from './types/type-10/type-10';
import { type11Generator } from './types/type-11/type-11';
import { type12Generator } from './types/type-12/type-12';
import { type13Generator } from './types/type-13/type-13';
import { type14Generator } from './types/type-14/type-14';
import { type15Generator } from './types/type-15/type-15';
import { type16Generator } from './types/type-16/type-16';
import { type17Generator } from './types/type-17/type-17';
import { type18Generator } from './types/type-18/type-18';
import { type19Generator } from './types/type-19-21/type-19';
import { type20Generator } from './types/type-19-21/type-20';
import { type21Generator } from './types/type-19-21/type-21';
import { type22Generator } from './types/type-22/type-22';
import { type23Generator } from './types/type-23/type-23';
import { type24Generator } from './types/type-24/type-24';
import { type25Generator } from './types/type-25/type-25';
import { type26Generator } from './types/type-26/type-26';
import { type27Generator } from './types/type-27/type-27';

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
