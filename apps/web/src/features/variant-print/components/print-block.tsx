import { blockTitleOf, type PrintQuestion } from '../utils/print-items';
import { QuestionBody, QuestionTitle, Statement } from './print-question';
import classes from './print-sheet.module.css';

/** A 19–21 block: its condition once, then its questions, each with its own number. */
export function PrintBlock({ condition, questions, origin }: { condition: string; questions: PrintQuestion[]; origin: string }) {
  const title = blockTitleOf(questions);
  return (
    <section className={classes.item} aria-label={title}>
      <h2>{title}</h2>
      <Statement html={condition} />
      {questions.map(({ number, task }) => (
        <div key={task.id} className={classes.question}>
          <QuestionTitle number={number} type={task.type} order={3} />
          <QuestionBody number={number} task={task} origin={origin} />
        </div>
      ))}
    </section>
  );
}
