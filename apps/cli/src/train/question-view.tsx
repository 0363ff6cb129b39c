/** @jsxRuntime automatic */
import type { CheckResult } from '@ege/core/tasks/bank/task-schemas';
import { Box, Text } from 'ink';
import { isLocked, isSolved, type AnswerState } from './answer-state';
import { revealTitleOf } from '@ege/core/tasks/bank/reveal-title';
import type { TrainerQuestion } from './load-trainer-screen';
import { renderTaskHtml } from './render-task-html';
import { AnswerView } from './answer-view';
import { formatSeconds, knownAnswerText } from './trainer-texts';

/** One question of the screen: its title line, text, answer input, verdict and revealed answer. */
export function QuestionView({
  question,
  state,
  focusedCell,
  seconds,
  showAttempts,
  width,
}: {
  question: TrainerQuestion;
  state: AnswerState;
  focusedCell: number | null;
  seconds: number;
  showAttempts: boolean;
  width: number;
}) {
  const locked = isLocked(question, state);
  const html = question.html.trim();
  return (
    <Box flexDirection="column" marginTop={1}>
      {question.title && (
        <Text bold>
          {focusedCell !== null ? '▸ ' : '  '}
          {question.title} · время {formatSeconds(seconds)}
          {showAttempts ? ` · попыток ${state.attempts}` : ''}
          {isSolved(question, state) ? ' · решено' : state.revealed ? ' · ответ показан' : ''}
        </Text>
      )}
      {html && <Text>{renderTaskHtml(html, width)}</Text>}
      {question.solvedBefore && (
        <Text color="green" wrap="wrap">
          ✔ Задание уже решено. Опыт за это задание уже получен.
        </Text>
      )}
      <AnswerView value={state.value} focusedCell={locked ? null : focusedCell} />
      {state.busy && <Text color="cyan">Проверка…</Text>}
      {state.inputError && <Text color="red">{state.inputError}</Text>}
      {state.checkError && <Text color="red">Ошибка проверки ответа: {state.checkError}</Text>}
      {state.result && <Verdict result={state.result} />}
      {state.revealed && !question.solvedBefore && (
        <Box flexDirection="column">
          <Text color="yellow">
            {revealTitleOf(question.task.answer_shown_in)}. Правильный ответ: {knownAnswerText(state.revealed)}
          </Text>
          <Text dimColor>Опыт за это задание не начисляется.</Text>
        </Box>
      )}
      {locked && state.solution && (
        <Box flexDirection="column" marginTop={1}>
          <Text bold color="cyan">
            Разбор
          </Text>
          <Text>{renderTaskHtml(state.solution, width)}</Text>
        </Box>
      )}
    </Box>
  );
}

function Verdict({ result }: { result: CheckResult }) {
  return (
    <Box flexDirection="column">
      <Text bold color={result.is_correct ? 'green' : 'red'}>
        {result.is_correct ? '✔ Верно!' : `✖ ${result.error ?? 'Неверно'}`}
      </Text>
      {result.feedback_parts?.map((part, index) => (
        <Text key={index} color={result.solved_parts?.[index] ? 'green' : 'red'}>
          {'  '}
          {result.solved_parts?.[index] ? '✔' : '✖'} {part}
        </Text>
      ))}
      {result.max_points > 1 && (
        <Text>
          Баллы: {result.points} из {result.max_points}
        </Text>
      )}
      {result.is_correct &&
        (result.experience_gained > 0 ? (
          <Text color="yellow">+{result.experience_gained} опыта (всего {result.experience_points})</Text>
        ) : (
          <Text dimColor>Опыт за это задание не начисляется.</Text>
        ))}
      {result.level_up && (
        <Text bold color="yellow">
          Новый уровень! Поздравляем! Вы достигли уровня {result.level}.
        </Text>
      )}
    </Box>
  );
}
