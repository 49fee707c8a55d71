import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton, type SubmitButtonProps } from './submit-button.js';

/** Presses the button as React would, with a click event whose default can be prevented. */
function press(props: SubmitButtonProps) {
  const button = SubmitButton(props) as ReactElement<{
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  }>;
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  button.props.onClick(event);
  return event;
}

describe('SubmitButton', () => {
  it('is a plain submit button when the form is not being sent (as without JavaScript)', () => {
    expect(
      renderToStaticMarkup(
        <SubmitButton busy={false} className="settings-button">
          Profiel opslaan
        </SubmitButton>,
      ),
    ).toBe('<button class="settings-button" type="submit">Profiel opslaan</button>');
  });

  it('says it is unavailable while the form is sent, but is not disabled: it keeps focus', () => {
    const html = renderToStaticMarkup(<SubmitButton busy>Profiel opslaan</SubmitButton>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('disabled=""');
  });

  it('ignores a press while busy (no second submit) and passes it on otherwise', () => {
    const onClick = vi.fn();
    expect(press({ busy: true, onClick }).preventDefault).toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    expect(press({ busy: false, onClick }).preventDefault).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
