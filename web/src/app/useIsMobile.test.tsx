import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from './useIsMobile';

type Listener = () => void;

/** A window whose width the test sets; matchMedia answers for max-width queries. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<Listener>();
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

function Probe() {
  return <span>{useIsMobile() ? 'mobile' : 'wide'}</span>;
}

describe('useIsMobile', () => {
  it('is true at 600px or less and follows the window as it changes', () => {
    const resizeTo = fakeWindowWidth(600);
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();

    act(() => resizeTo(601));
    expect(screen.getByText('wide')).toBeInTheDocument();

    act(() => resizeTo(360));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
