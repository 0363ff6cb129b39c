import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { printItemsOf } from '../utils/print-items';
import { absoluteUrl } from '../utils/absolute-url';
import { AnswerSheet } from './answer-sheet';
import { PrintBlock } from './print-block';
import { PrintTask } from './print-question';
import classes from './print-sheet.module.css';
import { StudentFields } from './student-fields';

type VariantSheetProps = { variant: VariantDetail; title: string; origin: string };

/** The students' sheet: the header to fill in, every task numbered with its statement and files, the answer sheet. */
export function VariantSheet({ variant, title, origin }: VariantSheetProps) {
  const items = printItemsOf(variant.task_payloads);
  const hasFiles = variant.task_payloads.some((task) => task.attachments.length > 0);
  return (
    <article className={classes.sheet} data-print-sheet>
      <header className={classes.header}>
        <h1>{title}</h1>
        <div className={classes.muted}>
          {countRu(variant.task_payloads.length, taskForms)} · онлайн: {absoluteUrl(`/variant/${variant.id}`, origin)}
        </div>
        <StudentFields />
      </header>
      <p className={classes.muted}>
        Ответы запишите в бланк ответов на последней странице.
        {hasFiles && ' Файлы к заданиям скачайте по указанным адресам.'}
      </p>
      {items.map((item) =>
        item.kind === 'task' ? (
          <PrintTask key={item.question.task.id} number={item.question.number} task={item.question.task} origin={origin} />
        ) : (
          <PrintBlock key={item.questions[0]?.task.id} condition={item.condition} questions={item.questions} origin={origin} />
        ),
      )}
      <AnswerSheet tasks={variant.task_payloads} />
    </article>
  );
}
