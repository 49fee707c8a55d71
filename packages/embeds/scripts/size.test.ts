// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBED_TYPES } from '../src/embed-types';

// Runs the size script on the build (turbo builds before `test`), so CI fails when a block grows
// past the 6 KB target of issue 3, and checks that the script really fails over a target.
const script = fileURLToPath(new URL('./size.mjs', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('size script', () => {
  it('passes with every block under 6 KB gzipped', () => {
    const { status, stdout, stderr } = run();
    expect(stderr).toBe('');
    for (const type of EMBED_TYPES) {
      expect(stdout).toMatch(new RegExp(`@nsv/embeds/${type}\\s+\\d+\\.\\d\\d KB\\s.*\\sok$`, 'm'));
    }
    expect(status).toBe(0);
  });

  it('exits with 1 and names the blocks over a target', () => {
    const { status, stdout, stderr } = run('--max-kb', '0.5');
    expect(stdout).toContain('OVER TARGET');
    for (const type of EMBED_TYPES) expect(stderr).toContain(`@nsv/embeds/${type}`);
    // The root entry holds every block by design; the target is per block.
    expect(stderr).not.toMatch(/@nsv\/embeds(,|$)/m);
    expect(status).toBe(1);
  });
});
