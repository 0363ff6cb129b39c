/** @jsxRuntime automatic */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ConnectingSpinner } from './connecting-spinner';

describe('ConnectingSpinner', () => {
  it('shows a spinner frame, the label and where it connects', () => {
    const { lastFrame, unmount } = render(<ConnectingSpinner target="встроенная PostgreSQL в /tmp/x" />);
    expect(lastFrame()).toMatch(/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Подключаюсь к базе… \(встроенная PostgreSQL в \/tmp\/x\)$/);
    unmount();
  });
});
