import * as rcDynamicCSS from 'rc-util/es/Dom/dynamicCSS';
import { removeCSS, updateCSS } from './dynamic-css';

const OPTION = { mark: 'data-css-hash' };
const styles = () => [...document.head.querySelectorAll('style[data-css-hash]')] as HTMLStyleElement[];

describe('dynamic-css shim (the style writer of antd CSS-in-JS)', () => {
  let rcUpdate: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '';
    rcUpdate = jest.spyOn(rcDynamicCSS, 'updateCSS');
  });
  afterEach(() => rcUpdate.mockRestore());

  test('the same text for the same key: the node already written, without asking rc-util again', () => {
    const first = updateCSS('.a{color:red}', 'k1', OPTION);
    const again = updateCSS('.a{color:red}', 'k1', { ...OPTION });
    expect(again).toBe(first);
    expect(rcUpdate).toHaveBeenCalledTimes(1);
    expect(styles()).toHaveLength(1);
    expect(first.innerHTML).toBe('.a{color:red}');
  });

  test('a new text for the key is written into the page', () => {
    const node = updateCSS('.a{color:red}', 'k2', OPTION);
    const updated = updateCSS('.a{color:blue}', 'k2', OPTION);
    expect(updated).toBe(node);
    expect(updated.innerHTML).toBe('.a{color:blue}');
    expect(styles()).toHaveLength(1);
  });

  test('after removeCSS, or when the node left the page otherwise, the style is inserted again', () => {
    updateCSS('.a{color:red}', 'k3', OPTION);
    removeCSS('k3', OPTION);
    expect(styles()).toHaveLength(0);
    expect(updateCSS('.a{color:red}', 'k3', OPTION).isConnected).toBe(true);
    expect(styles()).toHaveLength(1);

    styles()[0].remove();
    const back = updateCSS('.a{color:red}', 'k3', OPTION);
    expect(back.isConnected).toBe(true);
    expect(styles()).toHaveLength(1);
  });

  test('keys are told apart by mark and by container', () => {
    const box = document.createElement('div');
    document.body.appendChild(box);
    const inHead = updateCSS('.a{}', 'k4', OPTION);
    const inBox = updateCSS('.a{}', 'k4', { ...OPTION, attachTo: box });
    const otherMark = updateCSS('.a{}', 'k4', { mark: 'data-other' });
    expect(inBox).not.toBe(inHead);
    expect(inBox.parentNode).toBe(box);
    expect(otherMark).not.toBe(inHead);
  });
});
