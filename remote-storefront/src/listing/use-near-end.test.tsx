import { render } from '@testing-library/react';
import { mockIntersectionObserver } from '../testing/intersection-observer';
import { useNearEnd } from './use-near-end';

function Marker({ onNear, enabled, contentKey = 0 }: { onNear: () => void; enabled: boolean; contentKey?: number }) {
  const ref = useNearEnd<HTMLDivElement>(onNear, enabled, contentKey);
  return <div ref={ref} />;
}

describe('useNearEnd', () => {
  it('watches the marker with a 100 px bottom margin while enabled, and again when the content grows', () => {
    const observer = mockIntersectionObserver();
    try {
      const onNear = jest.fn();
      const { rerender } = render(<Marker onNear={onNear} enabled />);
      expect(observer.created).toEqual([{ options: { rootMargin: '0px 0px 100px 0px' } }]);
      observer.reachEnd();
      expect(onNear).toHaveBeenCalledTimes(1);
      rerender(<Marker onNear={onNear} enabled contentKey={1} />);
      expect(observer.created).toHaveLength(2);
      expect(observer.watching()).toBe(1);
      rerender(<Marker onNear={onNear} enabled={false} contentKey={1} />);
      expect(observer.watching()).toBe(0);
    } finally {
      observer.restore();
    }
  });

  it('falls back to scroll events without IntersectionObserver', () => {
    const onNear = jest.fn();
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      rect.mockReturnValue({ top: window.innerHeight + 150 } as DOMRect);
      render(<Marker onNear={onNear} enabled />);
      expect(onNear).not.toHaveBeenCalled();
      rect.mockReturnValue({ top: window.innerHeight + 100 } as DOMRect);
      window.dispatchEvent(new Event('scroll'));
      expect(onNear).toHaveBeenCalledTimes(1);
    } finally {
      rect.mockRestore();
    }
  });
});
