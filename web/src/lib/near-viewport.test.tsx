import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './near-viewport';

function Spot() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

/** The browser's observer, driven by the test: what it watches, with what margin, and whether it stopped. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched: Element[] = [];
  stopped = false;
  constructor(
    readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.stopped = true;
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('is true at once where the browser has no IntersectionObserver (jsdom)', () => {
    render(<Spot />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('turns true when the element comes within the margin, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Spot />);
    const observer = FakeObserver.last!;
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observer.watched).toEqual([screen.getByText('waiting')]);
    expect(observer.options.rootMargin).toBe('100px');

    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observer.stopped).toBe(false);

    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(observer.stopped).toBe(true);
  });

  it('stops watching when the element leaves the page before it was reached', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Spot />);
    unmount();
    expect(FakeObserver.last!.stopped).toBe(true);
  });
});
