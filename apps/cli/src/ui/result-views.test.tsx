/** @jsxRuntime automatic */
import type { Profile } from '@ege/core/identity/user-schemas';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { MigrationsApplied } from './migrations-applied';
import { RegistrationState } from './registration-state';
import { RoleChanged } from './role-changed';
import { UserCreated } from './user-created';

const teacher: Profile = {
  id: 7,
  username: 'teacher2',
  email: 't2@example.ru',
  role: 'teacher',
  role_label: 'Преподаватель',
  avatar: null,
  level: 1,
  experience_points: 0,
  level_progress: 0,
  created_at: '2026-11-21T00:00:00.000Z',
};

describe('result views', () => {
  it('UserCreated: a green ✔ line with the name, then id, e-mail and role', () => {
    const { lastFrame } = render(<UserCreated user={teacher} />);
    expect(lastFrame()).toBe('✔ Пользователь teacher2 создан\n  id 7, t2@example.ru, роль: Преподаватель (teacher)');
  });

  it('RoleChanged: the new role with its Russian label', () => {
    const { lastFrame } = render(<RoleChanged user={{ ...teacher, role: 'admin', role_label: 'Администратор' }} />);
    expect(lastFrame()).toBe('✔ Роль пользователя teacher2: Администратор (admin)');
  });

  it('RegistrationState: ✔ after a switch, the plain state when only asked', () => {
    const closed = { registration_enabled: false, message: 'Регистрация временно отключена' };
    expect(render(<RegistrationState status={closed} changed />).lastFrame()).toBe('✔ Регистрация выключена (Регистрация временно отключена)');
    const open = { registration_enabled: true, message: 'Регистрация открыта' };
    expect(render(<RegistrationState status={open} changed={false} />).lastFrame()).toBe('Регистрация включена: Регистрация открыта');
  });

  it('MigrationsApplied: the applied names, or that the schema is current', () => {
    expect(render(<MigrationsApplied applied={[]} />).lastFrame()).toBe('✔ Схема базы актуальна');
    expect(render(<MigrationsApplied applied={['001_users', '002_tasks']} />).lastFrame()).toBe(
      '✔ Применены миграции: 2\n  001_users\n  002_tasks',
    );
  });
});
