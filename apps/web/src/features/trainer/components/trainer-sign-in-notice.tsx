import { SignInNotice } from '../../../components/sign-in-notice';

/** What a guest sees instead of the trainer (SPEC §2 Trainer home, §6 Guest). */
export function TrainerSignInNotice() {
  return <SignInNotice title="Для доступа к тренажеру необходимо войти в систему" description="Войдите или зарегистрируйтесь, чтобы решать задания и получать опыт." />;
}
