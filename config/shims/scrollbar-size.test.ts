import * as rcScrollbar from 'rc-util/es/getScrollBarSize';
import { getTargetScrollBarSize } from './scrollbar-size';

/** Element -> the scrollbar styles getComputedStyle reports for it (jsdom computes none). */
const scrollbarStyles = new Map<Element, { color: string; width: string }>();

describe('scrollbar-size shim (rc-table measures every table as it mounts)', () => {
  let measure: jest.SpyInstance;
  let computed: jest.SpyInstance;
  beforeEach(() => {
    measure = jest.spyOn(rcScrollbar, 'getTargetScrollBarSize').mockImplementation(() => ({ width: 15, height: 15 }));
    const real = window.getComputedStyle.bind(window);
    computed = jest.spyOn(window, 'getComputedStyle').mockImplementation((el: Element, pseudo?: string | null) => {
      const s = scrollbarStyles.get(el);
      if (!s) return real(el);
      return { scrollbarColor: s.color, scrollbarWidth: s.width, width: pseudo ? 'auto' : '100px', height: pseudo ? 'auto' : '100px' } as unknown as CSSStyleDeclaration;
    });
  });
  afterEach(() => {
    measure.mockRestore();
    computed.mockRestore();
  });

  /** The scroll body of a fixed-header table, the only target rc-table uses the size of. */
  const table = (color: string, width = 'auto') => {
    const el = document.createElement('div');
    el.className = 'ant-table-body';
    document.body.appendChild(el);
    scrollbarStyles.set(el, { color, width });
    return el;
  };

  test('tables with the same scrollbar styles are measured once, and all get that size', () => {
    const a = getTargetScrollBarSize(table('rgb(1, 1, 1) rgb(2, 2, 2)'));
    const b = getTargetScrollBarSize(table('rgb(1, 1, 1) rgb(2, 2, 2)'));
    expect(a).toEqual({ width: 15, height: 15 });
    expect(b).toEqual(a);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  test('other scrollbar styles are measured on their own', () => {
    measure.mockImplementationOnce(() => ({ width: 8, height: 8 }));
    expect(getTargetScrollBarSize(table('rgb(3, 3, 3) rgb(4, 4, 4)', 'thin'))).toEqual({ width: 8, height: 8 });
    expect(getTargetScrollBarSize(table('rgb(3, 3, 3) rgb(4, 4, 4)', 'thin'))).toEqual({ width: 8, height: 8 });
    expect(getTargetScrollBarSize(table('rgb(3, 3, 3) rgb(4, 4, 4)', 'none'))).toEqual({ width: 15, height: 15 });
    expect(measure).toHaveBeenCalledTimes(2);
  });

  test("a plain table's content or container (no fixed header) is not measured and gets no size", () => {
    for (const className of ['ant-table-content', 'ant-table-container', 'wms-table-content']) {
      const el = table('rgb(5, 5, 5) rgb(6, 6, 6)');
      el.className = className;
      expect(getTargetScrollBarSize(el)).toEqual({ width: 0, height: 0 });
    }
    expect(measure).not.toHaveBeenCalled();
    expect(computed).not.toHaveBeenCalled();
  });

  test('no element: what rc-util answers (no size)', () => {
    measure.mockRestore();
    expect(getTargetScrollBarSize(undefined)).toEqual({ width: 0, height: 0 });
  });
});
