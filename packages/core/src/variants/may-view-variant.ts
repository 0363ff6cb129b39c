import type { AuthUser } from '../identity/auth-user';
import type { VariantRow } from './variant-row';

type Visibility = Pick<VariantRow, 'owner_id' | 'is_public' | 'is_draft'>;

/**
 * Public variants are for everyone, guests too; a public draft is still its author's work in
 * progress, so only its owner and admins see it, as they see everything. variantSql's lists spell
 * the same rule.
 */
export function mayViewVariant(user: AuthUser | null, variant: Visibility): boolean {
  if (user && (user.role === 'admin' || user.id === variant.owner_id)) return true;
  return variant.is_public && !variant.is_draft;
}
