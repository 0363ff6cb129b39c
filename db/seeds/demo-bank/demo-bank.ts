import type { DemoBlock, DemoTask } from './demo-task';
import { demoSolutions } from './solutions/demo-solutions';
import { blocks1921 } from './types/blocks-19-21';
import { type01Tasks } from './types/type-01';
import { type02Tasks } from './types/type-02';
import { type03Tasks } from './types/type-03';
import { type04Tasks } from './types/type-04';
import { type05Tasks } from './types/type-05';
import { type06Tasks } from './types/type-06';
import { type07Tasks } from './types/type-07';
import { type08Tasks } from './types/type-08';
import { type09Tasks } from './types/type-09';
import { type10Tasks } from './types/type-10';
import { type11Tasks } from './types/type-11';
import { type12Tasks } from './types/type-12';
import { type13Tasks } from './types/type-13';
import { type14Tasks } from './types/type-14';
import { type15Tasks } from './types/type-15';
import { type16Tasks } from './types/type-16';
import { type17Tasks } from './types/type-17';
import { type18Tasks } from './types/type-18';
import { type22Tasks } from './types/type-22';
import { type23Tasks } from './types/type-23';
import { type24Tasks } from './types/type-24';
import { type25Tasks } from './types/type-25';
import { type26Tasks } from './types/type-26';
import { type27Tasks } from './types/type-27';

/** Every demo task, types 1–18 and 22–27, at least five of each, with its 'Разбор' where one is written. */
export const demoTasks: DemoTask[] = (<DemoTask[]>[
  ...type01Tasks,
  ...type02Tasks,
  ...type03Tasks,
  ...type04Tasks,
  ...type05Tasks,
  ...type06Tasks,
  ...type07Tasks,
  ...type08Tasks,
  ...type09Tasks,
  ...type10Tasks,
  ...type11Tasks,
  ...type12Tasks,
  ...type13Tasks,
  ...type14Tasks,
  ...type15Tasks,
  ...type16Tasks,
  ...type17Tasks,
  ...type18Tasks,
  ...type22Tasks,
  ...type23Tasks,
  ...type24Tasks,
  ...type25Tasks,
  ...type26Tasks,
  ...type27Tasks,
]).map((task) => (demoSolutions[task.key] ? { ...task, solution: demoSolutions[task.key] } : task));

/** The 19–21 game blocks. */
export const demoBlocks: DemoBlock[] = blocks1921.map((block) => ({
  ...block,
  questions: block.questions.map((q) => {
    const solution = demoSolutions[`${block.key}-${q.type}`];
    return solution ? { ...q, solution } : q;
  }) as DemoBlock['questions'],
}));
