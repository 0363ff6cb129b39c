import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

export const commentContentTypes = ['task'] as const;
const id = recordId();

export const blankCommentMessage = 'Комментарий не может быть пустым';
const text = z
  .string({ error: blankCommentMessage })
  .trim()
  .min(1, blankCommentMessage)
  .max(5000, 'Комментарий не длиннее 5000 символов');

export const listCommentsInput = z.object({
  content_type: z.enum(commentContentTypes, { error: 'Комментарии есть только у заданий (content_type=task)' }),
  object_id: id,
  app_label: z.string().max(50).optional(),
});

export const createCommentInput = z.object({
  text,
  content_type: z.enum(commentContentTypes, { error: 'Комментарии есть только у заданий (content_type=task)' }),
  object_id: id,
  app_label: z.string().max(50).optional(),
  parent: id.nullable().optional(),
});
export type CreateCommentInput = z.infer<typeof createCommentInput>;

export const updateCommentInput = z.object({ id, text });
export const commentIdInput = z.object({ id });
export const voteCommentInput = z.object({ id, is_like: z.coerce.boolean({ error: 'Укажите is_like: true или false' }) });

export type CommentView = {
  id: number;
  text: string;
  author: { id: number; username: string; first_name: string; avatar: string | null };
  created_at: string;
  updated_at: string;
  likes_count: number;
  dislikes_count: number;
  my_vote: boolean | null;
  is_deleted: boolean;
  can_edit: boolean;
  parent: number | null;
  attachments: { id: number; file: string }[];
  replies: CommentView[];
};

const commentView: z.ZodType<CommentView> = z.lazy(() =>
  z.object({
    id: z.number(),
    text: z.string(),
    author: z.object({ id: z.number(), username: z.string(), first_name: z.string(), avatar: z.string().nullable() }),
    created_at: z.string(),
    updated_at: z.string(),
    likes_count: z.number(),
    dislikes_count: z.number(),
    my_vote: z.boolean().nullable(),
    is_deleted: z.boolean(),
    can_edit: z.boolean(),
    parent: z.number().nullable(),
    attachments: z.array(z.object({ id: z.number(), file: z.string() })),
    replies: z.array(commentView),
  }),
);
export const commentViewSchema = commentView;
