import { achievementsRouter } from './routers/achievements-router';
import { activityRouter } from './routers/activity-router';
import { adminRouter } from './routers/admin-router';
import { commentsRouter } from './routers/comments-router';
import { homeworkRouter } from './routers/homework-router';
import { newsRouter } from './routers/news-router';
import { notificationsRouter } from './routers/notifications-router';
import { taskAuthoringRouter } from './routers/task-authoring-router';
import { tasksRouter } from './routers/tasks-router';
import { theoryRouter } from './routers/theory-router';
import { usersRouter } from './routers/users-router';
import { variantsRouter } from './routers/variants-router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  users: usersRouter,
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
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
