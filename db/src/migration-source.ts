import type { Knex } from 'knex';
import * as createUsers from '../migrations/20261121000000_create-users';
import * as createTasks from '../migrations/20261121010000_create-tasks';
import * as createUploadDrafts from '../migrations/20261121020000_create-upload-drafts';
import * as createComments from '../migrations/20261121030000_create-comments';
import * as createVariants from '../migrations/20261121040000_create-variants';
import * as createHomework from '../migrations/20261121050000_create-homework';
import * as indexAttemptsByUser from '../migrations/20261121060000_index-attempts-by-user';
import * as addTaskImportKeys from '../migrations/20261121071000_add-task-import-keys';
import * as createStoredFiles from '../migrations/20261124210000_create-stored-files';
import * as createSessions from '../migrations/20261124211000_create-sessions';
import * as indexActiveHomework from '../migrations/20261124215000_index-active-homework';
import * as createExperienceLedger from '../migrations/20261125000000_create-experience-ledger';
import * as createUserAchievements from '../migrations/20261125040000_create-user-achievements';
import * as createNews from '../migrations/20261125010000_create-news';
import * as createTheory from '../migrations/20261125020000_create-theory';
import * as addTaskSolutions from '../migrations/20261125030000_add-task-solutions';
import * as indexUsersByExperience from '../migrations/20261125050000_index-users-by-experience';
import * as createPets from '../migrations/20261125051000_create-pets';
import * as createQuests from '../migrations/20261126000000_create-quests';
import * as createGroups from '../migrations/20261126100000_create-groups';
import * as addTaskGenerators from '../migrations/20261126200000_add-task-generators';
import * as createPracticeCards from '../migrations/20261126300000_create-practice-cards';
import * as createForecastHistory from '../migrations/20261126301000_create-forecast-history';
import * as indexAttemptsForMastery from '../migrations/20261126302000_index-attempts-for-mastery';
import * as createExamRehearsals from '../migrations/20261127000000_create-exam-rehearsals';
import * as addRevealPlaces from '../migrations/20261127170000_add-reveal-places';
import * as indexStaffAccounts from '../migrations/20261127171000_index-staff-accounts';
import * as addGuestAttemptsClaimed from '../migrations/20261128030000_add-guest-attempts-claimed';
import * as createTaskCodes from '../migrations/20261129090000_create-task-codes';
import * as createClasses from '../migrations/20261129130000_create-classes';
import * as addCompletionNotices from '../migrations/20261129131000_add-completion-notices';
import * as createTaskQuality from '../migrations/20261129150000_create-task-quality';
import * as addTaskExportHash from '../migrations/20261129160000_add-task-export-hash';
import * as addNotificationTask from '../migrations/20261129170000_add-notification-task';

// Imported, not globbed from disk, so migrations load the same under tsx, vitest and a bundle.
const migrations: Record<string, Knex.Migration> = {
  '20261121000000_create-users': createUsers,
  '20261121010000_create-tasks': createTasks,
  '20261121020000_create-upload-drafts': createUploadDrafts,
  '20261121030000_create-comments': createComments,
  '20261121040000_create-variants': createVariants,
  '20261121050000_create-homework': createHomework,
  '20261121060000_index-attempts-by-user': indexAttemptsByUser,
  '20261121071000_add-task-import-keys': addTaskImportKeys,
  '20261124210000_create-stored-files': createStoredFiles,
  '20261124211000_create-sessions': createSessions,
  '20261124215000_index-active-homework': indexActiveHomework,
  '20261125000000_create-experience-ledger': createExperienceLedger,
  '20261125010000_create-news': createNews,
  '20261125020000_create-theory': createTheory,
  '20261125030000_add-task-solutions': addTaskSolutions,
  '20261125040000_create-user-achievements': createUserAchievements,
  '20261125050000_index-users-by-experience': indexUsersByExperience,
  '20261125051000_create-pets': createPets,
  '20261126000000_create-quests': createQuests,
  '20261126100000_create-groups': createGroups,
  '20261126200000_add-task-generators': addTaskGenerators,
  '20261126300000_create-practice-cards': createPracticeCards,
  '20261126301000_create-forecast-history': createForecastHistory,
  '20261126302000_index-attempts-for-mastery': indexAttemptsForMastery,
  '20261127000000_create-exam-rehearsals': createExamRehearsals,
  '20261127170000_add-reveal-places': addRevealPlaces,
  '20261127171000_index-staff-accounts': indexStaffAccounts,
  '20261128030000_add-guest-attempts-claimed': addGuestAttemptsClaimed,
  '20261129090000_create-task-codes': createTaskCodes,
  '20261129130000_create-classes': createClasses,
  '20261129131000_add-completion-notices': addCompletionNotices,
  '20261129150000_create-task-quality': createTaskQuality,
  '20261129160000_add-task-export-hash': addTaskExportHash,
  '20261129170000_add-notification-task': addNotificationTask,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
