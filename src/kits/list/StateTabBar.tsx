import { theme } from 'antd';
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface StateTab {
  key: string;
  label: ReactNode;
}

/** Arrow keys, Home and End: the tab they move to (WAI-ARIA tabs, selection follows focus), or none. */
export function tabAfterKey(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * A list's state tabs in antd's line-tab look (list.less), measuring nothing: rc-tabs measured
 * every tab and rendered again after the rows. Tabs wrap instead of folding into a "more" menu.
 */
export default function StateTabBar({ items, activeKey, onChange }: { items: StateTab[]; activeKey: string; onChange: (key: string) => void }) {
  const { token } = theme.useToken();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const colours = {
    '--wms-tab': token.colorText,
    '--wms-tab-active': token.colorPrimary,
    '--wms-tab-hover': token.colorPrimaryHover,
    '--wms-tab-pressed': token.colorPrimaryActive,
    '--wms-tab-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  const select = (key: string) => key !== activeKey && onChange(key);
  const onKeyDown = (e: KeyboardEvent, at: number) => {
    const next = tabAfterKey(e.key, at, items.length);
    if (next === undefined) return;
    e.preventDefault();
    buttons.current[next]?.focus();
    select(items[next].key);
  };
  return (
    <div role="tablist" className="wms-state-tabs" style={colours}>
      {items.map((item, at) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[at] = el;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'wms-state-tab wms-state-tab-active' : 'wms-state-tab'}
            onClick={() => select(item.key)}
            onKeyDown={(e) => onKeyDown(e, at)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
