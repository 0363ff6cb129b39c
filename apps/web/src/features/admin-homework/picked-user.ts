/** A student chosen in the search (users.search gives these fields). */
export type PickedUser = { id: number; username: string; email: string };
