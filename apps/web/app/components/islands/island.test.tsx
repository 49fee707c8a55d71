import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColorModeToggle } from '../layout/color-mode-toggle.js';
import { Island, IslandDocument } from './island.js';

describe('Island', () => {
  const toggle = (
    <Island name="color-mode" component={ColorModeToggle} props={{ forced: 'dark' }} />
  );

  it('is just its component outside an island document', () => {
    const html = renderToString(toggle);
    expect(html).not.toContain('data-island');
    expect(html).toBe(renderToString(<ColorModeToggle forced="dark" />));
  });

  it('marks its component with its name and props in an island document', () => {
    const html = renderToString(
      <IslandDocument.Provider value={true}>{toggle}</IslandDocument.Provider>,
    );
    expect(html).toBe(
      `<div class="island" data-island="color-mode" data-island-props="{&quot;forced&quot;:&quot;dark&quot;}">${renderToString(<ColorModeToggle forced="dark" />)}</div>`,
    );
  });
});
