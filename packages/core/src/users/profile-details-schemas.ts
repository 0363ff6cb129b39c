import { profileAchievementFields } from '../achievements/achievement-schemas';
import { homeworkListSchema } from '../homework/homework-schemas';
import { z } from '../validation/z';
import { profileSchema, publicProfileSchema, roleSchema } from '../identity/user-schemas';

/** SPEC §3 User/profile: what anyone signed in may see of a student's work. */
const solvedFields = {
  /** Type -> ids of the solved tasks, oldest solve first. */
  solved_tasks: z.record(z.string(), z.array(z.number())),
  /** Type -> average seconds of the solves that were timed. */
  average_solving_times: z.record(z.string(), z.number()),
  /** Task id (26, 27) -> the parts right in any attempt. */
  solved_parts: z.record(z.string(), z.array(z.boolean())),
  total_solved_tasks: z.number(),
  ...profileAchievementFields,
};

/** Another user's profile: its role is null unless the caller may see it (decision 048). */
export const publicProfileDetailsSchema = publicProfileSchema.extend({ ...solvedFields, role: roleSchema.nullable(), role_label: z.string().nullable() });
export type PublicProfileDetails = z.infer<typeof publicProfileDetailsSchema>;

/** The own profile adds what is private: the e-mail and the homework (its first page). */
export const profileDetailsSchema = profileSchema.extend({ ...solvedFields, homework_assignments: homeworkListSchema });
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
