import type { Actor } from '../identity/actor';
import { roleAllows } from '../rules/roles';
import { newsWriterRule } from './news-writer-rule';

/** Those who may write news see the hidden ones too; everyone else only what is published. */
export function maySeeHiddenNews(actor: Actor): boolean {
  if (actor.kind === 'system') return true;
  return actor.kind === 'user' && roleAllows(newsWriterRule, actor.user.role);
}
