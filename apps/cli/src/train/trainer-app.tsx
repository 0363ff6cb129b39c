/** @jsxRuntime automatic */
import { Box, Text, useApp, useInput, useStdout, type Key } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { CliApi } from '../api/cli-api';
import { failureOf } from '../errors/exit-codes';
import { checkFieldsOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { cellAfterArrow, cellCountOf, cellText, pasteIntoTable, withCellText } from './answer-cells';
import { answerStateOf, isLocked, isSolved, type AnswerState } from './answer-state';
import { loadTrainerScreen, type TrainerScreen, type TrainerTarget } from './load-trainer-screen';
import { QuestionView } from './question-view';
import { minTextWidth, renderTaskHtml } from './render-task-html';
import { formatSeconds } from './trainer-texts';
import { useLatest } from './use-latest';
import { messages } from '@ege/core/text/messages';

export const emptyAnswerMessage = messages.emptyAnswer;
export const noOtherTaskMessage = 'Других заданий этого типа пока нет.';
export const revealQuestion = 'Показать ответ? (y/n)';

/** What the session brought, printed when the trainer closes. */
export type TrainerSummary = { solved: number; experience: number };

type TrainerAppProps = {
  api: CliApi;
  target: TrainerTarget;
  filesDir: string;
  /** The first screen, loaded before the terminal is taken over (so that its failure is a plain error). */
  first: TrainerScreen;
  onExit?: (summary: TrainerSummary) => void;
};

/**
 * The trainer in a terminal: a task (or a 19–21 block) with its text, files, timer and attempts, the
 * answer typed into a field or a table, the verdict, experience and level from the server, the
 * answer revealed after a confirmation, the next task and quitting. The server keeps the rules (one
 * experience award, none after a reveal, every attempt recorded); this screen only locks the input as
 * the web trainer does.
 */
export function TrainerApp({ api, target, filesDir, first, onExit }: TrainerAppProps) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const width = Math.max(minTextWidth, stdout.columns ?? minTextWidth);
  // Keys can come faster than React re-renders (a paste, a fast typist, a test): the handlers read and
  // write the latest values through refs, and the state only tells React to draw them.
  const [screen, setScreen] = useLatest(first);
  const [answers, setAnswers] = useLatest<AnswerState[]>(first.questions.map((q) => answerStateOf(q, Date.now())));
  const [focus, setFocus] = useLatest({ question: 0, cell: 0 });
  const [confirming, setConfirming] = useLatest<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loading, setLoading] = useLatest(false);
  const [quitting, setQuitting] = useLatest(false);
  const [now, setNow] = useState(() => Date.now());
  const summary = useRef<TrainerSummary>({ solved: 0, experience: 0 });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const exited = useRef(false);
  // After the render that shows the summary: hand it over and let Ink unmount. The effect reads what
  // this render drew, not the ref: a q that lands after an earlier render (the timer's tick) but
  // before its effects would otherwise unmount with that earlier frame as the last one.
  const showsSummary = quitting.current;
  useEffect(() => {
    if (!showsSummary || exited.current) return;
    exited.current = true;
    onExit?.(summary.current);
    exit();
  });

  const update = (index: number, change: (state: AnswerState) => Partial<AnswerState>) =>
    setAnswers(answers.current.map((state, i) => (i === index ? { ...state, ...change(state) } : state)));

  // `now` ticks once a second, so a screen opened since the last tick would count from the future.
  const secondsOf = (state: AnswerState) => Math.max(0, Math.floor(((state.solvedAt ?? Math.max(now, Date.now())) - state.shownAt) / 1000));

  const submit = async (index: number) => {
    const question = screen.current.questions[index]!;
    const state = answers.current[index]!;
    if (isLocked(question, state) || state.busy) return;
    if (isBlankAnswer(state.value)) return update(index, () => ({ inputError: emptyAnswerMessage }));
    const solvingTime = secondsOf(state);
    update(index, () => ({ busy: true, checkError: null, inputError: null }));
    try {
      const result = await api.caller.tasks.check({
        task_id: question.task.id,
        task_type: question.task.type,
        solving_time: solvingTime,
        attempts: state.attempts + 1,
        ...checkFieldsOf(state.value),
      });
      if (result.is_correct) summary.current = { solved: summary.current.solved + 1, experience: summary.current.experience + result.experience_gained };
      // The check tells only the verdict; the task read again carries its 'Разбор' now that it is solved.
      const solution = result.is_correct && state.solution === null ? ((await api.caller.tasks.byId({ id: question.task.id }).catch(() => null))?.solution ?? null) : state.solution;
      update(index, (current) => ({ busy: false, attempts: current.attempts + 1, result, solution, solvedAt: result.is_correct ? Date.now() : null }));
    } catch (error) {
      update(index, (current) => ({ busy: false, attempts: current.attempts + 1, checkError: messageOf(error) }));
    }
  };

  const reveal = async (index: number) => {
    const question = screen.current.questions[index]!;
    update(index, () => ({ busy: true }));
    try {
      const revealed = await api.caller.tasks.reveal({ id: question.task.id });
      update(index, () => ({ busy: false, revealed, solution: revealed.solution }));
    } catch (error) {
      update(index, () => ({ busy: false, checkError: messageOf(error) }));
    }
  };

  const next = async () => {
    if (loading.current) return;
    setLoading(true);
    setNotice(null);
    try {
      const loaded = await loadTrainerScreen(api, target, filesDir, screen.current.ids);
      if (loaded === null) {
        setNotice(target.kind === 'type' ? noOtherTaskMessage : 'Других блоков 19-21 пока нет.');
      } else {
        setScreen(loaded);
        setAnswers(loaded.questions.map((q) => answerStateOf(q, Date.now())));
        setFocus({ question: 0, cell: 0 });
        setConfirming(null);
      }
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setLoading(false);
    }
  };

  /** Tab and Shift-Tab walk every input on the screen: a table's cells, then the next question's. */
  const step = (delta: 1 | -1) => {
    const cells = answers.current.map((state) => cellCountOf(state.value));
    const flat = cells.slice(0, focus.current.question).reduce((sum, n) => sum + n, 0) + focus.current.cell;
    const total = cells.reduce((sum, n) => sum + n, 0);
    let target = (flat + delta + total) % total;
    let question = 0;
    while (target >= cells[question]!) target -= cells[question++]!;
    setFocus({ question, cell: target });
  };

  const moveQuestion = (delta: 1 | -1) => {
    const question = focus.current.question + delta;
    if (question < 0 || question >= answers.current.length) return;
    setFocus({ question, cell: delta > 0 ? 0 : cellCountOf(answers.current[question]!.value) - 1 });
  };

  const handleKey = (input: string, key: Key): void => {
    if (key.ctrl && input === 'c') return setQuitting(true);
    if (quitting.current) return;
    // A paste, or an answer typed faster than the terminal is read, comes as one chunk with its Enter:
    // "42\r" is the answer, then the Enter that checks it.
    const typed = input.replace(/[\r\n]+$/, '');
    if (typed !== input && !key.return) {
      if (typed !== '') handleKey(typed, key);
      return handleKey('', { ...key, return: true });
    }
    if (confirming.current !== null) {
      // Anything but a yes cancels: 'n', Esc, Enter, a stray key.
      if (input.length === 1 && 'yYдД'.includes(input)) {
        const index = confirming.current;
        setConfirming(null);
        void reveal(index);
      } else if (input !== '' || key.escape || key.return) setConfirming(null);
      return;
    }
    const at = focus.current;
    const question = screen.current.questions[at.question]!;
    const state = answers.current[at.question]!;
    const locked = isLocked(question, state);
    const free = locked || isBlankAnswer(state.value);

    if (key.return) return void submit(at.question);
    if (key.tab) return step(key.shift ? -1 : 1);
    const arrow = key.upArrow ? 'up' : key.downArrow ? 'down' : key.leftArrow ? 'left' : key.rightArrow ? 'right' : null;
    if (arrow) {
      const inTable = state.value.kind === 'table' && !locked;
      if (arrow === 'right' && !inTable) return void next();
      const cell = inTable ? cellAfterArrow(state.value, at.cell, arrow) : null;
      if (cell !== null) return setFocus({ question: at.question, cell });
      if (arrow === 'up' || arrow === 'left') return moveQuestion(-1);
      return moveQuestion(1);
    }
    if (free && (input === 'q' || input === 'й')) return setQuitting(true);
    if (free && (input === 'n' || input === 'т')) return void next();
    if (free && (input === 'r' || input === 'к')) {
      if (!locked) setConfirming(at.question);
      return;
    }
    if (locked || state.busy) return;
    if (key.escape) return update(at.question, (current) => ({ value: clear(current.value), inputError: null }));
    if (key.backspace || key.delete) {
      const text = cellText(state.value, at.cell);
      return update(at.question, (current) => ({ value: withCellText(current.value, at.cell, [...text].slice(0, -1).join('')), inputError: null }));
    }
    if (key.ctrl || key.meta || input === '') return;
    typeText(input, state, at);
  };

  const typeText = (input: string, state: AnswerState, at: { question: number; cell: number }) => {
    const index = at.question;
    if (state.value.kind === 'table') {
      const parts = input.split(/\s+/).filter((part) => part !== '');
      if (parts.length > 1 || (parts.length === 1 && /\s$/.test(input) && input.length > 1)) {
        const pasted = pasteIntoTable(state.value, at.cell, input);
        update(index, () => ({ value: pasted.value, inputError: null }));
        return setFocus({ question: index, cell: pasted.cell });
      }
      // A space between values moves on to the next cell, as a paste of spaced values would.
      if (parts.length === 0) return /\s/.test(input) && at.cell < cellCountOf(state.value) - 1 ? setFocus({ question: index, cell: at.cell + 1 }) : undefined;
      const text = cellText(state.value, at.cell) + parts[0];
      return update(index, (current) => ({ value: withCellText(current.value, at.cell, text), inputError: null }));
    }
    const clean = input.replace(/[\r\n\t]+/g, ' ');
    update(index, (current) => ({ value: withCellText(current.value, 0, cellText(current.value, 0) + clean), inputError: null }));
  };

  useInput(handleKey);

  if (quitting.current) {
    return <Text>Тренировка окончена: решено заданий {summary.current.solved}, получено опыта {summary.current.experience}.</Text>;
  }

  const single = screen.current.questions.length === 1;
  const allDone = screen.current.questions.every((q, i) => isSolved(q, answers.current[i]!));
  const headerSeconds = Math.max(0, ...answers.current.map((state, i) => (allDone || !isSolved(screen.current.questions[i]!, state) ? secondsOf(state) : 0)));
  const rule = '─'.repeat(width);

  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="wrap">
        {[
          screen.current.label,
          `id ${screen.current.ids.join(', ')}`,
          `сложность ${screen.current.difficulty}`,
          `время ${formatSeconds(headerSeconds)}`,
          ...(single ? [`попыток ${answers.current[0]!.attempts}`] : []),
        ].join(' · ')}
      </Text>
      <Text dimColor>{rule}</Text>
      <Text>{renderTaskHtml(screen.current.html, width)}</Text>
      {screen.current.files.length > 0 && (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Файлы для выполнения задания:</Text>
          {screen.current.files.map((file, index) => (
            <Text key={index} wrap="wrap">
              {'  '}
              {file.label}: {file.path ?? file.url}
              {file.error ? ` (${file.error})` : ''}
            </Text>
          ))}
        </Box>
      )}
      {screen.current.questions.map((question, index) => (
        <QuestionView
          key={question.task.id}
          question={question}
          state={answers.current[index]!}
          focusedCell={focus.current.question === index ? focus.current.cell : null}
          seconds={secondsOf(answers.current[index]!)}
          showAttempts={!single}
          width={width}
        />
      ))}
      <Text dimColor>{rule}</Text>
      {notice && <Text color="yellow">{notice}</Text>}
      {loading.current && <Text color="cyan">Загрузка следующего задания…</Text>}
      {confirming.current !== null ? (
        <Box flexDirection="column">
          <Text color="yellow">Если вы посмотрите ответ, задание больше не принесёт опыта — даже если потом вы решите его верно.</Text>
          <Text bold color="yellow">
            {revealQuestion}
          </Text>
        </Box>
      ) : (
        <Box flexDirection="column">
          <Text dimColor>Enter — проверить · Tab, Shift-Tab, стрелки — ячейки · Esc — стереть</Text>
          <Text dimColor>r — показать ответ · n, → — следующее · q, Ctrl-C — выход</Text>
          <Text dimColor>(r, n и q — команды, когда поле ответа пусто)</Text>
        </Box>
      )}
    </Box>
  );
}

function clear(value: AnswerValue): AnswerValue {
  return value.kind === 'field' ? { kind: 'field', value: '' } : { kind: 'table', rows: value.rows.map((row) => row.map(() => '')) };
}

function messageOf(error: unknown): string {
  const failure = failureOf(error);
  return [failure.message, ...failure.details].join(' ');
}

