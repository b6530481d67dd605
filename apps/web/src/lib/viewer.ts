import { getMemberUser } from './session';

/**
 * Whose data a member query holds: the stored login's e-mail, read when the query is built or invalidated. Member
 * query keys carry it, so that a login replaced in another tab never sees the previous member's cached answers.
 */
export const viewer = () => getMemberUser()?.email ?? null;
