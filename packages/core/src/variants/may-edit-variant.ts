import type { AuthUser } from '../identity/auth-user';
import type { VariantRow } from './variant-row';

/** The owner edits and deletes a non-public variant; a public one is read-only but for admins. */
export function mayEditVariant(user: AuthUser | null, variant: Pick<VariantRow, 'owner_id' | 'is_public'>): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.id === variant.owner_id && !variant.is_public;
}
