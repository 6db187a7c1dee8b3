import { describe, expect, it } from 'vitest';
import { OWN_PAGES, pageFile } from './pages.js';

describe('pageFile', () => {
  it('names a page by its path’s first segment, as the server looks it up', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/dashboard')).toBe('dashboard.html');
    expect(pageFile('/edit-team/:teamName')).toBe('edit-team.html');
    expect(pageFile('/admin/dashboard')).toBe('admin.html');
  });

  it('gives every own page a file of its own, in the server’s alphabet', () => {
    const files = OWN_PAGES.map((page) => pageFile(page.path));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\.html$/);
  });
});
