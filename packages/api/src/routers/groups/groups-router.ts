import { router } from '../../trpc';
import { groupProcedures } from './group-procedures';
import { invitationProcedures } from './invitation-procedures';
import { memberProcedures } from './member-procedures';
import { questProcedures } from './quest-procedures';
import { roleProcedures } from './role-procedures';

// Every call needs a signed-in user; the rights inside a group are checked by core (decision 039).
// The order of the parts is the order of the REST operations in the document.
export const groupsRouter = router({
  ...groupProcedures,
  ...memberProcedures,
  ...roleProcedures,
  ...invitationProcedures,
  ...questProcedures,
});
