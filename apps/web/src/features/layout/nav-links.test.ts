import { describe, expect, it } from 'vitest';
import { headerNavOf, navLinks, visibleNavLinks } from './nav-links';

const allReady = navLinks.map((link) => ({ ...link, ready: true }));
const paths = (role: Parameters<typeof visibleNavLinks>[0]) => visibleNavLinks(role, allReady).map((link) => link.to);

describe('header links by role', () => {
  it('shows guests and students the common links only', () => {
    expect(paths(null)).toEqual(['/theory', '/variants', '/trainer', '/news']);
    expect(paths('student')).toEqual(['/theory', '/variants', '/trainer', '/news']);
  });

  it('adds the classes and homework assignment for teachers, who are staff', () => {
    expect(paths('teacher')).toEqual(['/theory', '/variants', '/trainer', '/news', '/classes', '/admin-homework']);
    expect(visibleNavLinks('teacher').map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/news', '/classes', '/admin-homework']);
  });

  it('adds task upload and the error reports for authors, the reports for moderators and everything for admins', () => {
    expect(paths('author')).toEqual(['/theory', '/variants', '/trainer', '/news', '/upload-task', '/reports']);
    expect(paths('moderator')).toEqual(['/theory', '/variants', '/trainer', '/news', '/reports']);
    expect(paths('admin')).toEqual(['/theory', '/variants', '/trainer', '/news', '/upload-task', '/reports', '/classes', '/admin-homework', '/admin-news', '/admin-user-activity']);
  });

  it('hides a link whose screen is not in this build', () => {
    const links = allReady.map((link) => (link.to === '/admin-news' ? { ...link, ready: false } : link));
    expect(visibleNavLinks('admin', links).map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/news', '/upload-task', '/reports', '/classes', '/admin-homework', '/admin-user-activity']);
  });

  it('shows every screen of this build: news management to admins only', () => {
    expect(visibleNavLinks('admin').map((link) => link.to)).toContain('/admin-news');
    for (const role of ['student', 'teacher', 'author', 'moderator'] as const) expect(visibleNavLinks(role).map((link) => link.to)).not.toContain('/admin-news');
    expect(visibleNavLinks(null).map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/news']);
  });
});

describe('the header row', () => {
  const row = (role: Parameters<typeof visibleNavLinks>[0]) => {
    const nav = headerNavOf(visibleNavLinks(role, allReady));
    return { inline: nav.inline.map((link) => link.to), folded: nav.folded.map((link) => link.to) };
  };

  it('keeps a single role link in the row (a moderator)', () => {
    expect(row('moderator')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/news', '/reports'], folded: [] });
    expect(row(null)).toEqual({ inline: ['/theory', '/variants', '/trainer', '/news'], folded: [] });
  });

  it("folds a teacher's, an author's or an admin's several role links into one menu, so that the row fits at 1280 px", () => {
    expect(row('teacher')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/news'], folded: ['/classes', '/admin-homework'] });
    expect(row('author')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/news'], folded: ['/upload-task', '/reports'] });
    expect(row('admin')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/news'], folded: ['/upload-task', '/reports', '/classes', '/admin-homework', '/admin-news', '/admin-user-activity'] });
  });
});
