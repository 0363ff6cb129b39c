import type { ClassStudentsTable } from './class-students-table';
import type { ClassesTable } from './classes-table';
import type { CommentAttachmentsTable } from './comment-attachments-table';
import type { CommentVotesTable } from './comment-votes-table';
import type { CommentsTable } from './comments-table';
import type { DailyQuestsTable } from './daily-quests-table';
import type { ExamRehearsalAnswersTable } from './exam-rehearsal-answers-table';
import type { ExamRehearsalsTable } from './exam-rehearsals-table';
import type { ExperienceLedgerTable } from './experience-ledger-table';
import type { ExperienceWeeklyTable } from './experience-weekly-table';
import type { ForecastHistoryTable } from './forecast-history-table';
import type { GroupInvitationsTable } from './group-invitations-table';
import type { GroupMembersTable } from './group-members-table';
import type { GroupQuestsTable } from './group-quests-table';
import type { GroupRolesTable } from './group-roles-table';
import type { GroupsTable } from './groups-table';
import type { HomeworkAssignmentsTable } from './homework-assignments-table';
import type { HomeworkTasksTable } from './homework-tasks-table';
import type { NewsTable } from './news-table';
import type { NotificationsTable } from './notifications-table';
import type { PetsTable } from './pets-table';
import type { PracticeCardsTable } from './practice-cards-table';
import type { PracticeSessionTasksTable } from './practice-session-tasks-table';
import type { PracticeSessionsTable } from './practice-sessions-table';
import type { RateLimitsTable } from './rate-limits-table';
import type { RefreshTokensTable } from './refresh-tokens-table';
import type { SessionsTable } from './sessions-table';
import type { SettingsTable } from './settings-table';
import type { StoredFilesTable } from './stored-files-table';
import type { TaskAttachmentsTable } from './task-attachments-table';
import type { TaskAttemptsTable } from './task-attempts-table';
import type { TaskBlocksTable } from './task-blocks-table';
import type { TaskCodesTable } from './task-codes-table';
import type { TaskRevealsTable } from './task-reveals-table';
import type { TaskSolvesTable } from './task-solves-table';
import type { TasksTable } from './tasks-table';
import type { TheoryTable } from './theory-table';
import type { UploadDraftsTable } from './upload-drafts-table';
import type { UserAchievementsTable } from './user-achievements-table';
import type { UsersTable } from './users-table';
import type { VariantSessionsTable } from './variant-sessions-table';
import type { VariantTasksTable } from './variant-tasks-table';
import type { VariantsTable } from './variants-table';
import type { WeeklyQuestsTable } from './weekly-quests-table';
import type { Table } from './table';

/**
 * Every table of db/migrations, one definition each (decision 059): `db('users')` reads UsersTable rows
 * without a cast. Raw SQL names its rows from the same types (Pick<TasksTable, ...>).
 */
declare module 'knex/types/tables' {
  interface Tables {
    class_students: Table<ClassStudentsTable>;
    classes: Table<ClassesTable>;
    comment_attachments: Table<CommentAttachmentsTable>;
    comment_votes: Table<CommentVotesTable>;
    comments: Table<CommentsTable>;
    daily_quests: Table<DailyQuestsTable, 'tasks'>;
    exam_rehearsal_answers: Table<ExamRehearsalAnswersTable, 'answer'>;
    exam_rehearsals: Table<ExamRehearsalsTable, 'results'>;
    experience_ledger: Table<ExperienceLedgerTable>;
    experience_weekly: Table<ExperienceWeeklyTable>;
    forecast_history: Table<ForecastHistoryTable>;
    group_invitations: Table<GroupInvitationsTable>;
    group_members: Table<GroupMembersTable>;
    group_quests: Table<GroupQuestsTable>;
    group_roles: Table<GroupRolesTable>;
    groups: Table<GroupsTable>;
    homework_assignments: Table<HomeworkAssignmentsTable>;
    homework_tasks: Table<HomeworkTasksTable>;
    news: Table<NewsTable>;
    notifications: Table<NotificationsTable>;
    pets: Table<PetsTable>;
    practice_cards: Table<PracticeCardsTable>;
    practice_session_tasks: Table<PracticeSessionTasksTable>;
    practice_sessions: Table<PracticeSessionsTable, 'mastery_before'>;
    rate_limits: Table<RateLimitsTable>;
    refresh_tokens: Table<RefreshTokensTable>;
    sessions: Table<SessionsTable>;
    settings: Table<SettingsTable, 'value'>;
    stored_files: Table<StoredFilesTable>;
    task_attachments: Table<TaskAttachmentsTable>;
    task_attempts: Table<TaskAttemptsTable, 'user_table_answer' | 'solved_parts'>;
    task_blocks: Table<TaskBlocksTable>;
    task_codes: Table<TaskCodesTable>;
    task_reveals: Table<TaskRevealsTable>;
    task_solves: Table<TaskSolvesTable>;
    tasks: Table<TasksTable, 'answer_rows'>;
    theory: Table<TheoryTable>;
    upload_drafts: Table<UploadDraftsTable, 'payload'>;
    user_achievements: Table<UserAchievementsTable>;
    users: Table<UsersTable>;
    variant_sessions: Table<VariantSessionsTable, 'answers' | 'results'>;
    variant_tasks: Table<VariantTasksTable>;
    variants: Table<VariantsTable>;
    weekly_quests: Table<WeeklyQuestsTable, 'tasks'>;
  }
}
