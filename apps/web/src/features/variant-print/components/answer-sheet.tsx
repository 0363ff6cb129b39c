import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { answerLayoutOf, type AnswerLayout } from '@ege/core/tasks/checking/answer-layout';
import { VisuallyHidden } from '@mantine/core';
import { answerSheetColumnsOf } from '../utils/answer-sheet-columns';
import classes from './print-sheet.module.css';
import { StudentFields } from './student-fields';

type Row = { number: number; layout: AnswerLayout };

/** The blank boxes of a table answer: rows × columns, as the exam's form has them. */
function AnswerGrid({ rows, cols }: { rows: number; cols: number }) {
  return (
    <>
      <VisuallyHidden>
        Таблица: {rows} × {cols}
      </VisuallyHidden>
      <div className={classes.answerGrid} style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }} aria-hidden="true">
        {Array.from({ length: rows * cols }, (_, cell) => (
          <span key={cell} />
        ))}
      </div>
    </>
  );
}

function AnswerRows({ rows }: { rows: Row[] }) {
  return (
    <table className={classes.answerTable}>
      <thead>
        <tr>
          <th scope="col">№ задания</th>
          <th scope="col">Ответ</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ number, layout }) => (
          <tr key={number}>
            <th scope="row">{number}</th>
            <td>{layout.kind === 'table' && <AnswerGrid rows={layout.rows} cols={layout.cols} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Бланк ответов' on a page of its own: a row per task, with the boxes of a table answer. */
export function AnswerSheet({ tasks }: { tasks: readonly TaskPayload[] }) {
  const rows = tasks.map((task, index) => ({ number: index + 1, layout: answerLayoutOf(task.type, task.table_shape) }));
  return (
    <section className={classes.answers} aria-labelledby="answer-sheet-title" data-answer-sheet>
      <h2 id="answer-sheet-title">Бланк ответов</h2>
      <StudentFields />
      <div className={classes.answerColumns}>
        {answerSheetColumnsOf(rows).map((column) => (
          <AnswerRows key={column[0]?.number} rows={column} />
        ))}
      </div>
    </section>
  );
}
