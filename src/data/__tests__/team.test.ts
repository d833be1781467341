import {describe, expect, it} from 'vitest';
import {TEAM} from '../team';

describe('team data', () => {
  it.each(TEAM)('$name has a name, a role and a valid GitHub handle', ({name, role, github}) => {
    expect(name.trim(), 'name must not be empty').not.toBe('');
    expect(role.trim(), `${name}: role must not be empty`).not.toBe('');
    expect(github, `${name}: write the GitHub handle without "@" or URL`).toMatch(/^[A-Za-z0-9-]{1,39}$/);
  });

  it('lists each person once and has active maintainers', () => {
    expect(new Set(TEAM.map(({github}) => github.toLowerCase())).size).toBe(TEAM.length);
    expect(TEAM.some(({status}) => status === 'active')).toBe(true);
  });
});
