import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-api';
import { Toaster } from './toaster';

const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[data-nsv-toast]')!;
const region = () => screen.getByRole('region', { name: 'Meldingen (F8)' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  toast.clear();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts raised before it mounted', () => {
    toast.success('Al eerder opgeslagen');
    render(<Toaster />);
    expect(toastOf('Al eerder opgeslagen')).toHaveAttribute('data-type', 'success');
  });

  it('renders title, message, description and the Dutch close button', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Er ligt 40 cm verse sneeuw', {
        title: 'Sölden',
        description: 'Gemeten om 08:00',
      });
    });
    const el = toastOf('Er ligt 40 cm verse sneeuw');
    expect(el).toHaveTextContent('Sölden');
    expect(el).toHaveTextContent('Gemeten om 08:00');
    expect(screen.getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', () => {
    render(<Toaster />);
    act(() => void toast('Tijdelijk'));
    wait(4999);
    expect(screen.getByText('Tijdelijk')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Tijdelijk')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => void toast('Kort', { duration: 1000 }));
    wait(1000);
    expect(screen.queryByText('Kort')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    render(<Toaster />);
    act(() => void toast('Even wachten'));
    wait(2000);
    fireEvent.pointerMove(region());
    expect(toastOf('Even wachten')).toHaveAttribute('data-paused');
    wait(20_000);
    expect(screen.getByText('Even wachten')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    expect(toastOf('Even wachten')).not.toHaveAttribute('data-paused');
    wait(2999);
    expect(screen.getByText('Even wachten')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Even wachten')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', () => {
    render(<Toaster />);
    act(() => void toast('Niet weg'));
    act(() => void window.dispatchEvent(new Event('blur')));
    wait(60_000);
    expect(screen.getByText('Niet weg')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('focus')));
    wait(5000);
    expect(screen.queryByText('Niet weg')).not.toBeInTheDocument();
  });

  // Regression: Radix kept its paused flag when the last toast went while the window was blurred,
  // so every later toast stayed forever.
  it('times out new toasts after the last one went while the window was blurred', () => {
    render(<Toaster />);
    let id = '';
    act(() => void (id = toast('Weg terwijl je elders was')));
    act(() => void window.dispatchEvent(new Event('blur')));
    act(() => toast.dismiss(id));
    wait(1000);
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void toast('Daarna'));
    wait(5000);
    expect(screen.queryByText('Daarna')).not.toBeInTheDocument();
  });

  it('is dismissed by a click on the toast', () => {
    render(<Toaster />);
    act(() => void toast('Klik mij weg'));
    fireEvent.click(toastOf('Klik mij weg'));
    expect(screen.queryByText('Klik mij weg')).not.toBeInTheDocument();
  });

  it('is dismissed by its close button', () => {
    render(<Toaster />);
    act(() => void toast.warning('Sluit mij'));
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Sluit mij')).not.toBeInTheDocument();
  });

  describe('dragging', () => {
    // happy-dom does no layout: give every toast a width of 300 px.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.hasAttribute('data-nsv-toast') ? 300 : 0;
      });
    });

    const drag = (el: HTMLElement, distance: number) => {
      fireEvent.pointerDown(el, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(el, {
        clientX: 10 + Math.sign(distance) * 5,
        clientY: 10,
        pointerId: 1,
      });
      fireEvent.pointerMove(el, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(el, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
    };

    it('puts the toast back after a drag of 60% of its width or less', () => {
      render(<Toaster />);
      act(() => void toast('Bijna weg'));
      drag(toastOf('Bijna weg'), 180);
      expect(toastOf('Bijna weg')).toHaveAttribute('data-swipe', 'cancel');
      expect(toastOf('Bijna weg')).toHaveAttribute('data-state', 'open');
    });

    it('dismisses the toast after a drag further than 60% of its width', () => {
      render(<Toaster />);
      act(() => void toast('Weggeveegd'));
      drag(toastOf('Weggeveegd'), 190);
      expect(screen.queryByText('Weggeveegd')).not.toBeInTheDocument();
    });

    it('drags towards the left edge for a toaster on the left', () => {
      render(<Toaster position="bottom-left" />);
      act(() => void toast('Naar links'));
      drag(toastOf('Naar links'), -200);
      expect(screen.queryByText('Naar links')).not.toBeInTheDocument();
    });
  });

  it('shows at most 20 toasts, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Melding ${i}`);
    });
    expect(document.querySelectorAll('[data-nsv-toast]')).toHaveLength(20);
    expect(screen.queryByText('Melding 5')).not.toBeInTheDocument();
    expect(screen.getByText('Melding 6')).toBeInTheDocument();
    expect(screen.getByText('Melding 25')).toBeInTheDocument();
  });

  it('updates a shown toast, announces the new text and restarts its timer', () => {
    render(<Toaster />);
    let id = '';
    act(() => void (id = toast('Bezig met opslaan')));
    wait(4000);
    act(() => toast.update(id, { message: 'Opgeslagen', type: 'success' }));
    expect(screen.queryByText('Bezig met opslaan')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-nsv-toast]')).toHaveLength(1);
    expect(toastOf('Opgeslagen')).toHaveAttribute('data-type', 'success');
    wait(50);
    expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent(
      'Melding Opgeslagen',
    );
    wait(4900);
    expect(screen.getByText('Opgeslagen')).toBeInTheDocument();
    wait(100);
    expect(screen.queryByText('Opgeslagen')).not.toBeInTheDocument();
  });

  it('clears all toasts', () => {
    render(<Toaster />);
    act(() => {
      toast('Een');
      toast.error('Twee');
    });
    act(() => toast.clear());
    expect(document.querySelectorAll('[data-nsv-toast]')).toHaveLength(0);
  });

  it('announces errors assertively and other toasts politely', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Je hebt geen toegang tot deze actie');
      toast.success('Opgeslagen');
    });
    wait(50);
    const assertive = document.querySelector('[role="status"][aria-live="assertive"]');
    const polite = document.querySelector('[role="status"][aria-live="polite"]');
    expect(assertive).toHaveTextContent('Melding Je hebt geen toegang tot deze actie');
    expect(polite).toHaveTextContent('Melding Opgeslagen');
  });

  it('has both live regions, empty, before any toast is raised', () => {
    render(<Toaster />);
    expect(document.querySelector('[role="status"][aria-live="polite"]')).toBeEmptyDOMElement();
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).toBeEmptyDOMElement();
  });

  it('moves focus to the toasts with F8; Escape closes the focused toast, focus stays there', () => {
    render(<Toaster />);
    act(() => void toast('Met het toetsenbord'));
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region()).toHaveFocus();
    const el = toastOf('Met het toetsenbord');
    act(() => el.focus());
    fireEvent.keyDown(el, { key: 'Escape' });
    expect(screen.queryByText('Met het toetsenbord')).not.toBeInTheDocument();
    expect(region()).toHaveFocus();
  });

  it('places the toasts where asked, top-right by default', () => {
    const { unmount } = render(<Toaster />);
    expect(document.querySelector('[data-nsv-toaster]')).toHaveAttribute(
      'data-position',
      'top-right',
    );
    unmount();
    render(<Toaster position="bottom-right" />);
    expect(document.querySelector('[data-nsv-toaster]')).toHaveAttribute(
      'data-position',
      'bottom-right',
    );
  });
});
