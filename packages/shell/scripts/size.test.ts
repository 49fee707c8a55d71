// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs the size script on the build (turbo builds before `test`), so CI fails when an entry grows
// past the 8 KB target of issue 3, and checks that the script really fails over a target.
const script = fileURLToPath(new URL('./size.mjs', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('size script', () => {
  it('passes with every entry under 8 KB gzipped', () => {
    const { status, stdout, stderr } = run();
    expect(stderr).toBe('');
    for (const entry of ['.', './toast', './modal', './styles.css']) {
      expect(stdout).toMatch(new RegExp(`${entry.replace('.', '\\.')}\\s+\\d+\\.\\d\\d KB\\s+ok`));
    }
    expect(status).toBe(0);
  });

  it('exits with 1 and names the entries over a target', () => {
    const { status, stdout, stderr } = run('--max-kb', '0.5');
    expect(stdout).toContain('OVER TARGET');
    expect(stderr).toContain('Over the 0.5 KB target: ., ./toast, ./modal, ./styles.css');
    expect(status).toBe(1);
  });
});
