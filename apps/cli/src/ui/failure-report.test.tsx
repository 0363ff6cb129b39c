/** @jsxRuntime automatic */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { FailureReport } from './failure-report';

describe('FailureReport', () => {
  it('prints the message, a line per field and the hint', () => {
    const failure = { exitCode: 2, message: 'Неверные параметры команды:', details: ['--role: Роль должна быть одной из: …', '--email: Введите адрес'] };
    const { lastFrame } = render(<FailureReport failure={failure} hint="Справка: ege --help" />);
    expect(lastFrame()).toBe(
      '✖ Неверные параметры команды:\n  --role: Роль должна быть одной из: …\n  --email: Введите адрес\nСправка: ege --help',
    );
  });
});
