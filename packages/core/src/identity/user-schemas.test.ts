import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/field-errors-of';
import { registerInput } from './user-schemas';

const valid = { username: 'ученик_1', email: 'u@example.ru', password: 'secret-pass', confirmPassword: 'secret-pass' };

describe('registration input', () => {
  it('accepts Cyrillic names and trims spaces', () => {
    expect(registerInput.parse({ ...valid, username: '  ученик_1 ' }).username).toBe('ученик_1');
  });

  it.each([
    [{ confirmPassword: 'other-pass' }, 'confirmPassword', 'Пароли не совпадают'],
    [{ username: 'ab' }, 'username', 'Имя пользователя должно содержать от 3 до 150 символов'],
    [{ username: 'a b c' }, 'username', 'Имя пользователя может содержать только буквы, цифры и символы @ . + - _'],
    [{ email: 'not-an-email' }, 'email', 'Введите корректный адрес электронной почты'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Пароль должен содержать не менее 8 символов'],
  ])('refuses %j with a Russian message on %s', (patch, field, message) => {
    const result = registerInput.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)[field]).toEqual([message]);
  });
});
