import { describe, expect, it } from 'vitest';
import { colorModeScript, parseColorModeChoice, resolveColorMode } from './color-mode.js';

describe('colour mode', () => {
  it('reads unknown stored values as system', () => {
    expect(parseColorModeChoice('dark')).toBe('dark');
    expect(parseColorModeChoice('blauw')).toBe('system');
    expect(parseColorModeChoice(null)).toBe('system');
  });

  it('lets a forced mode win, then the choice, then the OS preference', () => {
    expect(resolveColorMode('light', true, 'dark')).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('builds a head script that reads the one storage key and sets the attribute', () => {
    const script = colorModeScript();
    expect(script).toContain('"nsv-color-mode"');
    expect(script).toContain('"data-color-mode"');
    expect(colorModeScript('dark')).toContain('f="dark"');
  });
});
