import { achievementsRouter } from './routers/achievements-router';
import { activityRouter } from './routers/activity-router';
import { adminRouter } from './routers/admin-router';
import { classesRouter } from './routers/classes-router';
import { commentsRouter } from './routers/comments-router';
import { examRouter } from './routers/exam-router';
import { groupsRouter } from './routers/groups/groups-router';
import { homeworkRouter } from './routers/homework-router';
import { learningRouter } from './routers/learning-router';
import { newsRouter } from './routers/news-router';
import { notificationsRouter } from './routers/notifications-router';
import { petRouter } from './routers/pet-router';
import { questsRouter } from './routers/quests-router';
import { statisticsRouter } from './routers/statistics-router';
import { taskReportsRouter } from './routers/task-reports-router';
import { taskAuthoringRouter } from './routers/task-authoring-router';
import { tasksRouter } from './routers/tasks-router';
import { theoryRouter } from './routers/theory-router';
import { topRouter } from './routers/top-router';
import { usersRouter } from './routers/users-router';
import { variantsRouter } from './routers/variants-router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  users: usersRouter,
  statistics: statisticsRouter,
  admin: adminRouter,
  tasks: tasksRouter,
  authoring: taskAuthoringRouter,
  comments: commentsRouter,
  variants: variantsRouter,
  homework: homeworkRouter,
  notifications: notificationsRouter,
  activity: activityRouter,
  achievements: achievementsRouter,
  theory: theoryRouter,
  news: newsRouter,
  top: topRouter,
  pet: petRouter,
  quests: questsRouter,
  learning: learningRouter,
  exam: examRouter,
  groups: groupsRouter,
  classes: classesRouter,
  taskReports: taskReportsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
