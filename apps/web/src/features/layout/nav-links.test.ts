import { describe, expect, it } from 'vitest';
import { headerNavOf, navLinks, visibleNavLinks } from './nav-links';

const allReady = navLinks.map((link) => ({ ...link, ready: true }));
const paths = (role: Parameters<typeof visibleNavLinks>[0]) => visibleNavLinks(role, allReady).map((link) => link.to);

describe('header links by role', () => {
  it('shows guests and students the common links only', () => {
    expect(paths(null)).toEqual(['/theory', '/variants', '/trainer']);
    expect(paths('student')).toEqual(['/theory', '/variants', '/trainer']);
  });

  it('adds homework assignment for teachers, who are staff', () => {
    expect(paths('teacher')).toEqual(['/theory', '/variants', '/trainer', '/admin-homework']);
    expect(visibleNavLinks('teacher').map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/admin-homework']);
  });

  it('adds task upload for authors and everything for admins', () => {
    expect(paths('author')).toEqual(['/theory', '/variants', '/trainer', '/upload-task']);
    expect(paths('admin')).toEqual(['/theory', '/variants', '/trainer', '/upload-task', '/admin-homework', '/admin-news', '/admin-user-activity']);
  });

  it('hides a link whose screen is not in this build', () => {
    expect(visibleNavLinks('admin').map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/upload-task', '/admin-homework', '/admin-user-activity']);
    expect(visibleNavLinks('author').map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer', '/upload-task']);
    expect(visibleNavLinks('student').map((link) => link.to)).toEqual(['/theory', '/variants', '/trainer']);
  });
});

describe('the header row', () => {
  const row = (role: Parameters<typeof visibleNavLinks>[0]) => {
    const nav = headerNavOf(visibleNavLinks(role, allReady));
    return { inline: nav.inline.map((link) => link.to), folded: nav.folded.map((link) => link.to) };
  };

  it('keeps a single role link in the row (an author, a teacher)', () => {
    expect(row('author')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/upload-task'], folded: [] });
    expect(row('teacher')).toEqual({ inline: ['/theory', '/variants', '/trainer', '/admin-homework'], folded: [] });
    expect(row(null)).toEqual({ inline: ['/theory', '/variants', '/trainer'], folded: [] });
  });

  it("folds an admin's several role links into one menu, so that the row fits at 1280 px", () => {
    expect(row('admin')).toEqual({ inline: ['/theory', '/variants', '/trainer'], folded: ['/upload-task', '/admin-homework', '/admin-news', '/admin-user-activity'] });
  });
});
