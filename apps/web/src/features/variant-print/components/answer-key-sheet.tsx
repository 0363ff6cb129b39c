import type { AnswerKey, AnswerKeyItem } from '@ege/core/variants/answer-key-schemas';
import classes from './print-sheet.module.css';

function KeyAnswer({ item }: { item: AnswerKeyItem }) {
  if (item.answer_type === 'field') return <>{item.answer ?? '—'}</>;
  if (!item.answers) return <>—</>;
  return (
    <table className={classes.keyCells}>
      <tbody>
        {item.answers.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Ключ ответов' for the teacher: № | задание (its type and id) | ответ, a table answer as its cells. */
export function AnswerKeySheet({ answerKey, title }: { answerKey: AnswerKey; title: string }) {
  return (
    <article className={classes.sheet} data-print-sheet data-answer-key>
      <header className={classes.header}>
        <h1>Ключ ответов</h1>
        <div>{title}</div>
        <div className={classes.muted}>Для учителя: не раздавайте ученикам.</div>
      </header>
      <table className={classes.keyTable}>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">Задание</th>
            <th scope="col">Ответ</th>
          </tr>
        </thead>
        <tbody>
          {answerKey.items.map((item) => (
            <tr key={item.task_id}>
              <th scope="row">{item.number}</th>
              <td>
                тип {item.type}, id {item.task_id}
              </td>
              <td>
                <KeyAnswer item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
