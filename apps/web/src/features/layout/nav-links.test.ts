import { describe, expect, it } from 'vitest';
import { navLinks, visibleNavLinks } from './nav-links';

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
