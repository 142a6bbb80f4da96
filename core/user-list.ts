/** The users list answers at most this many accounts, newest first; a search reaches the others. */
export const USER_LIST_LIMIT = 500;
