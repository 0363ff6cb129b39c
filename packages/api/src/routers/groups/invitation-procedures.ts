import { cancelInvitation } from '@ege/core/groups/invitations/cancel-invitation';
import {
  groupDetailMessageSchema,
  groupIdInput,
  groupInvitationSchema,
  invitationIdInput,
  inviteUserInput,
} from '@ege/core/groups/group-schemas';
import { inviteUser } from '@ege/core/groups/invitations/invite-user';
import { listGroupInvitations } from '@ege/core/groups/invitations/list-group-invitations';
import { listMyInvitations } from '@ege/core/groups/invitations/list-my-invitations';
import { listReceivedInvitations } from '@ege/core/groups/invitations/list-received-invitations';
import { respondToInvitation } from '@ege/core/groups/invitations/respond-to-invitation';
import { z } from '@ege/core/validation/z';
import { signedInProcedure } from '../../trpc';
import { tags } from './group-openapi';

export const invitationProcedures = {
  myInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/invitations/', tags, summary: 'Ваши приглашения: отправленные и полученные' } })
    .output(z.array(groupInvitationSchema))
    .query(({ ctx }) => listMyInvitations(ctx.deps, ctx.user)),

  receivedInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/invitations/received/', tags, summary: 'Полученные приглашения, ждущие ответа' } })
    .output(z.array(groupInvitationSchema))
    .query(({ ctx }) => listReceivedInvitations(ctx.deps, ctx.user)),

  groupInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/invitations/', tags, summary: 'Приглашения группы (участникам)' } })
    .input(groupIdInput)
    .output(z.array(groupInvitationSchema))
    .query(({ ctx, input }) => listGroupInvitations(ctx.deps, ctx.user, input.id)),

  inviteUser: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/invitations/invite_user/', tags, summary: 'Пригласить {invited_user_username}: лидер или can_invite при allow_invites; 7 дней' } })
    .input(inviteUserInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => inviteUser(ctx.deps, ctx.user, input)),

  acceptInvitation: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/invitations/{id}/accept/', tags, summary: 'Принять приглашение (если вы не в другой группе)' } })
    .input(invitationIdInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => respondToInvitation(ctx.deps, ctx.user, input.id, 'accepted')),

  declineInvitation: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/invitations/{id}/decline/', tags, summary: 'Отклонить приглашение' } })
    .input(invitationIdInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => respondToInvitation(ctx.deps, ctx.user, input.id, 'declined')),

  cancelInvitation: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/groups/invitations/{id}/cancel_invitation/', tags, summary: 'Отменить ожидающее приглашение (автор, лидер или can_invite)' } })
    .input(invitationIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => cancelInvitation(ctx.deps, ctx.user, input.id)),
};
