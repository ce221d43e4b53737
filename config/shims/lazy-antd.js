/**
 * What three generated/third-party modules import from antd, with their rarely shown parts loaded
 * on first render instead of with every page (see .umirc.ts, which points only these importers'
 * `antd` here):
 * - ProComponents' PageContainer imports Tabs for its optional `tabList` (~12 kB gzip);
 * - the layout plugin's Exception and ProComponents' ErrorBoundary import Result (and its
 *   illustrations, ~10 kB gzip) for the default 403/404 and crash pages, which this console
 *   replaces with its own.
 */
import { lazyComponent } from './lazy';

export { Affix, Breadcrumb, Button, ConfigProvider, version } from 'antd';

export const Tabs = lazyComponent(() => import('antd/es/tabs'));
Tabs.TabPane = lazyComponent(() => import('antd/es/tabs').then((m) => ({ default: m.default.TabPane })));

export const Result = lazyComponent(() => import('antd/es/result'));
