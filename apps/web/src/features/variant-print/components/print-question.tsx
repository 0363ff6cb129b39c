import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { TaskHtml } from '../../../components/task-html';
import { PrintTaskFiles } from './print-task-files';
import classes from './print-sheet.module.css';

/** A statement's HTML (sanitised by the server), in the sheet's colours whatever the theme. */
export function Statement({ html }: { html: string }) {
  return (
    <div className={classes.statement}>
      <TaskHtml html={html} />
    </div>
  );
}

/** 'Задание 7' and, when the variant's order is not the exam's, the type it is: '(тип 5)'. */
export function QuestionTitle({ number, type, order }: { number: number; type: number; order: 2 | 3 }) {
  const Heading = order === 2 ? 'h2' : 'h3';
  return (
    <Heading>
      Задание {number}
      {number !== type && <span className={classes.type}> (тип {type})</span>}
    </Heading>
  );
}

/** What a task asks beyond its statement: its picture, its own question, its files. */
export function QuestionBody({ number, task, origin }: { number: number; task: TaskPayload; origin: string }) {
  return (
    <>
      {task.image && <img className={classes.statementImage} src={task.image} alt={`Рисунок к заданию ${number}`} />}
      {task.question && <Statement html={task.question} />}
      <PrintTaskFiles attachments={task.attachments} origin={origin} />
    </>
  );
}

/** A task on its own: number, statement, picture, question, files; kept on one page where it fits. */
export function PrintTask({ number, task, origin }: { number: number; task: TaskPayload; origin: string }) {
  return (
    <section className={classes.item} aria-label={`Задание ${number}`}>
      <QuestionTitle number={number} type={task.type} order={2} />
      <Statement html={task.text} />
      <QuestionBody number={number} task={task} origin={origin} />
    </section>
  );
}
